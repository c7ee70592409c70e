import { ok, refused, type Scenarios } from '../contract-scenario'
import { tokenFor } from '../test-helpers'

/** Invite link's calls in the contract test (mock-api/contract.test.ts finds this file). */

const ADMIN = 'admin@acme.test'
const MEMBER = 'member@acme.test'
const tokenOf = (link: { url: string }) => ({ token: link.url.split('/join/')[1] ?? '' })

export const scenarios: Scenarios = {
  getInviteLink: async () => {
    await ok('getInviteLink', { token: await tokenFor(ADMIN) })
    await refused('getInviteLink', 'not_authenticated')
    await refused('getInviteLink', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
    await refused('getInviteLink', 'admin_required', { token: await tokenFor(MEMBER) })
  },
  createInviteLink: async () => {
    const token = await tokenFor(ADMIN)
    await ok('createInviteLink', { token, body: {} })
    await ok('createInviteLink', { token, body: { role: 'admin', expiry: 'never' } })
    await refused('createInviteLink', 'admin_required', { token: await tokenFor(MEMBER), body: {} })
    await refused('createInviteLink', 'invalid_request', { token, body: { expiry: '1y' } })
  },
  updateInviteLink: async () => {
    const token = await tokenFor(ADMIN)
    await ok('createInviteLink', { token, body: {} })
    await ok('updateInviteLink', { token, body: { role: 'admin', expiry: '30d' } })
    await refused('updateInviteLink', 'invalid_request', { token, body: { role: 'owner' } })
    const noDomain = await tokenFor('founder@umbrella.test')
    await refused('updateInviteLink', 'organization_not_found', { token: noDomain, body: {} })
    await ok('deleteInviteLink', { token })
    await refused('updateInviteLink', 'no_invite_link', { token, body: { role: 'admin' } })
  },
  deleteInviteLink: async () => {
    const token = await tokenFor(ADMIN)
    await ok('createInviteLink', { token, body: {} })
    await ok('deleteInviteLink', { token })
    await refused('deleteInviteLink', 'no_invite_link', { token })
    await refused('deleteInviteLink', 'admin_required', { token: await tokenFor(MEMBER) })
  },
  previewInviteLink: async () => {
    const link = (await ok('createInviteLink', { token: await tokenFor(ADMIN), body: {} })) as {
      url: string
    }
    await ok('previewInviteLink', { params: tokenOf(link) })
    await refused('previewInviteLink', 'invite_link_not_found', { params: { token: 'unknown' } })
  },
  joinInviteLink: async () => {
    const admin = await tokenFor(ADMIN)
    const link = (await ok('createInviteLink', { token: admin, body: {} })) as { url: string }
    const params = tokenOf(link)
    await refused('joinInviteLink', 'not_authenticated', { params })
    await refused('joinInviteLink', 'public_domain', {
      params,
      token: await tokenFor('someone@gmail.com'),
    })
    await refused('joinInviteLink', 'already_in_organization', { params, token: admin })
    await ok('joinInviteLink', { params, token: await tokenFor('dana@acme.test') })
    await ok('createInviteLink', { token: admin, body: {} })
    await refused('joinInviteLink', 'invite_link_reset', {
      params,
      token: await tokenFor('sam.taylor@acme.test'),
    })
  },
}
