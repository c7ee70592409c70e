// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest'
import { endpoints, type EndpointName, type FeatureEndpointName } from '../src/shared/contract'
import { ok, refused, seen, type Scenarios } from './contract-scenario'
import { internalScenarios } from './internal-scenarios'
import { tokenFor } from './test-helpers'

/**
 * Every endpoint of the contract, driven through the demo handlers: at least one success and one
 * declared refusal each, every answer parsed with the contract's schemas. A generated feature's
 * scenarios sit beside its demo handlers (mock-api/features/*.scenario.ts) and are found here.
 */

const FEATURE_SCENARIOS: Scenarios = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Scenarios>('./features/*.scenario.ts', { eager: true, import: 'scenarios' }),
  ),
)

const ACME_ADMIN = 'admin@acme.test'
const STAFF = 'staff@flow.test'

async function memberId(token: string, email: string): Promise<string> {
  const body = await ok('listMembers', { token })
  return body.members.find((m: { email: string }) => m.email === email).userId
}

const CORE_SCENARIOS: Record<Exclude<EndpointName, FeatureEndpointName>, () => Promise<void>> = {
  getCapabilities: async () => {
    await ok('getCapabilities', { token: await tokenFor(ACME_ADMIN) })
    await refused('getCapabilities', 'not_authenticated')
  },
  getUserId: async () => {
    await ok('getUserId', { token: await tokenFor(ACME_ADMIN) })
    await refused('getUserId', 'not_authenticated')
  },
  userStatus: async () => {
    await ok('userStatus', { query: { email: ACME_ADMIN } })
    await refused('userStatus', 'invalid_request', { query: { email: 'nope' } })
  },
  signUp: async () => {
    await ok('signUp', { body: { email: 'new@acme.test', password: 'secret1', full_name: 'N' } })
    await refused('signUp', 'user_exists', {
      body: { email: ACME_ADMIN, password: 'secret1', full_name: 'A' },
    })
    await refused('signUp', 'weak_password', {
      body: { email: 'other@acme.test', password: '123', full_name: 'O' },
    })
  },
  signIn: async () => {
    await ok('signIn', { body: { email: ACME_ADMIN, password: 'demo1234' } })
    await refused('signIn', 'invalid_credentials', { body: { email: ACME_ADMIN, password: 'x' } })
    await refused('signIn', 'email_not_confirmed', {
      body: { email: 'unverified@acme.test', password: 'demo1234' },
    })
  },
  resendVerification: async () => {
    await ok('resendVerification', { body: { email: 'unverified@acme.test' } })
    await refused('resendVerification', 'user_not_found', { body: { email: 'ghost@acme.test' } })
  },
  requestPasswordReset: async () => {
    await ok('requestPasswordReset', { body: { email: ACME_ADMIN } })
    await refused('requestPasswordReset', 'user_not_found', { body: { email: 'ghost@acme.test' } })
  },
  getOrganisation: async () => {
    await ok('getOrganisation', { token: await tokenFor(ACME_ADMIN) })
    await refused('getOrganisation', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
  createOrganisation: async () => {
    await refused('createOrganisation', 'forbidden_domain', {
      token: await tokenFor('someone@gmail.com'),
      body: { name: 'Mine', domain: 'gmail.com' },
    })
    const token = await tokenFor('founder@umbrella.test')
    await ok('createOrganisation', { token, body: { name: 'Umbrella', domain: 'umbrella.test' } })
    await refused('createOrganisation', 'already_in_organization', {
      token,
      body: { name: 'Again', domain: 'umbrella.test' },
    })
  },
  updateOrganisation: async () => {
    await ok('updateOrganisation', {
      token: await tokenFor(ACME_ADMIN),
      body: { name: 'Acme', logo: null },
    })
    await refused('updateOrganisation', 'admin_required', {
      token: await tokenFor('member@acme.test'),
      body: { name: 'Mine' },
    })
  },
  domainStatus: async () => {
    await ok('domainStatus', { token: await tokenFor('joiner@acme.test') })
    await ok('domainStatus', { token: await tokenFor('someone@gmail.com') })
    await refused('domainStatus', 'not_authenticated')
  },
  domainInfo: async () => {
    await ok('domainInfo', { token: await tokenFor('joiner@acme.test') })
    await refused('domainInfo', 'forbidden_domain', { token: await tokenFor('someone@gmail.com') })
  },
  updateSettings: async () => {
    const token = await tokenFor(ACME_ADMIN)
    const off = { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false }
    await ok('updateSettings', { token, body: off })
    await refused('updateSettings', 'enterprise_required', { token, body: { ...off, zdr: true } })
    await refused('updateSettings', 'zdr_locked', {
      token: await tokenFor(STAFF),
      body: { ...off, autoInvite: true },
    })
  },
  ssoPortal: async () => {
    await ok('ssoPortal', { token: await tokenFor(STAFF) })
    await refused('ssoPortal', 'enterprise_required', { token: await tokenFor(ACME_ADMIN) })
  },
  ssoConnect: async () => {
    await ok('ssoConnect', { token: await tokenFor(STAFF) })
    await refused('ssoConnect', 'sso_not_configured', { token: await tokenFor(ACME_ADMIN) })
  },
  signBaa: async () => {
    await ok('signBaa', { token: await tokenFor('admin@globex.test'), body: { legal_name: 'G' } })
    await refused('signBaa', 'baa_already_signed', {
      token: await tokenFor(STAFF),
      body: { legal_name: 'Flow' },
    })
  },
  listMembers: async () => {
    await ok('listMembers', { token: await tokenFor(ACME_ADMIN) })
    await refused('listMembers', 'organization_not_found', {
      token: await tokenFor('founder@umbrella.test'),
    })
  },
  changeRole: async () => {
    const token = await tokenFor(ACME_ADMIN)
    const dev = await memberId(token, 'dev@acme.test')
    await ok('changeRole', { token, params: { userId: dev }, body: { role: 'admin' } })
    await refused('changeRole', 'cannot_change_own_role', {
      token,
      params: { userId: await memberId(token, ACME_ADMIN) },
      body: { role: 'member' },
    })
    await refused('changeRole', 'member_not_found', {
      token,
      params: { userId: 'nobody' },
      body: { role: 'member' },
    })
  },
  removeMember: async () => {
    const token = await tokenFor(ACME_ADMIN)
    await ok('removeMember', { token, params: { userId: await memberId(token, 'dev@acme.test') } })
    await refused('removeMember', 'cannot_remove_self', {
      token,
      params: { userId: await memberId(token, ACME_ADMIN) },
    })
  },
  listInvitations: async () => {
    await ok('listInvitations', { token: await tokenFor(ACME_ADMIN) })
    await refused('listInvitations', 'not_authenticated')
  },
  inviteMember: async () => {
    const token = await tokenFor(ACME_ADMIN)
    const body = { email: 'brand.new@acme.test', role: 'member' }
    await ok('inviteMember', { token, body })
    await refused('inviteMember', 'invitation_exists', { token, body })
    await refused('inviteMember', 'already_member', {
      token,
      body: { email: 'dev@acme.test', role: 'member' },
    })
    await refused('inviteMember', 'no_subscription', {
      token: await tokenFor('billing@initech.test'),
      body,
    })
  },
  revokeInvitation: async () => {
    const token = await tokenFor(ACME_ADMIN)
    const pending = (await ok('listInvitations', { token })).invitations[0].email
    await ok('revokeInvitation', { token, params: { email: pending } })
    await refused('revokeInvitation', 'invitation_not_found', { token, params: { email: pending } })
  },
  selfInvite: async () => {
    const joiner = await tokenFor('joiner@acme.test')
    await refused('selfInvite', 'auto_invite_off', { token: joiner })
    await ok('updateSettings', {
      token: await tokenFor(ACME_ADMIN),
      body: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: true },
    })
    await ok('selfInvite', { token: joiner })
    await refused('selfInvite', 'already_in_organization', { token: joiner })
  },
  contactAdmins: async () => {
    const token = await tokenFor('member@acme.test')
    await ok('contactAdmins', { token, body: { message: 'Hello', invite_email: 'x@acme.test' } })
    await ok('contactAdmins', {
      token: await tokenFor('joiner@acme.test'),
      body: { message: 'Hi' },
    })
    await refused('contactAdmins', 'invalid_request', { token, body: { message: ' ' } })
    await refused('contactAdmins', 'no_admins', {
      token: await tokenFor('founder@umbrella.test'),
      body: { message: 'Hi' },
    })
  },
  createCheckoutSession: async () => {
    const token = await tokenFor(ACME_ADMIN)
    await ok('createCheckoutSession', { token, body: { plan: 'FLOW_TEAM_MONTHLY', seats: 3 } })
    await refused('createCheckoutSession', 'seat_minimum', {
      token,
      body: { plan: 'FLOW_TEAM_MONTHLY', seats: 1 },
    })
    await refused('createCheckoutSession', 'invalid_request', {
      token,
      body: { plan: 'FREE', seats: 3 },
    })
  },
  billingPortal: async () => {
    await ok('billingPortal', { token: await tokenFor(ACME_ADMIN) })
    await refused('billingPortal', 'admin_required', { token: await tokenFor('member@acme.test') })
  },
  switchPlan: async () => {
    await ok('switchPlan', {
      token: await tokenFor(ACME_ADMIN),
      body: { plan: 'FLOW_BUSINESS_YEARLY' },
    })
    await refused('switchPlan', 'subscription_inactive', {
      token: await tokenFor('billing@initech.test'),
      body: { plan: 'FLOW_TEAM_MONTHLY' },
    })
  },
  ...internalScenarios,
}

const SCENARIOS: Scenarios = { ...CORE_SCENARIOS, ...FEATURE_SCENARIOS }

describe('the demo backend keeps the contract', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('%s', async (name) => {
    const scenario = SCENARIOS[name]
    if (!scenario) throw new Error(`no scenario for ${name} (mock-api/features/*.scenario.ts)`)
    await scenario()
  })

  afterAll(() => {
    const all = Object.keys(endpoints)
    expect(all.filter((name) => !seen.ok.has(name))).toEqual([])
    expect(all.filter((name) => !seen.error.has(name))).toEqual([])
  })
})
