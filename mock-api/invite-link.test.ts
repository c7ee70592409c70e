// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from './db'
import { latest } from './audit-test-helpers'
import { setDirectory } from './features/directory-sync'
import { expireLinkNow } from './features/invite-link-store'
import { call, tokenFor } from './test-helpers'

/** The invite link calls: the admin's link, its preview and joining (INVLINK-2 to INVLINK-8). */

const LINK = '/api/v1/enterprise/invite-link'
const ADMIN = 'admin@acme.test'

const asAdmin = async (method: string, body?: unknown) =>
  call(LINK, { method, token: await tokenFor(ADMIN), body })
const tokenOf = (url: string) => url.split('/join/')[1] ?? ''
const preview = (token: string) => call(`/api/v1/invite-links/${token}`)
const join = async (token: string, email: string) =>
  call(`/api/v1/invite-links/${token}/join`, { method: 'POST', token: await tokenFor(email) })

describe('the admin link (INVLINK-2 to INVLINK-5)', () => {
  it('has none at first, then creates one for members, restricted to the domain, 7 days (INVLINK-2, INVLINK-4)', async () => {
    expect((await asAdmin('GET')).body).toEqual({ link: null })
    const { status, body } = await asAdmin('POST', {})
    expect(status).toBe(201)
    expect(body).toMatchObject({ role: 'member', expiry: '7d', uses: 0, restrict_to_domain: true })
    expect(body.url).toMatch(/\/join\/[\w-]{20,}$/)
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    expect((await asAdmin('GET')).body.link.url).toBe(body.url)
  })

  it('a reset gives a new address and the old one says reset at once (INVLINK-4, INVLINK-6)', async () => {
    const first = (await asAdmin('POST', { role: 'admin', expiry: 'never' })).body
    const second = (await asAdmin('POST', {})).body
    expect(second.url).not.toBe(first.url)
    expect(second).toMatchObject({ role: 'admin', expiry: 'never', expires_at: null })
    expect((await preview(tokenOf(first.url))).body.state).toBe('reset')
    expect((await preview(tokenOf(second.url))).body.state).toBe('valid')
    expect((await join(tokenOf(first.url), 'joiner@acme.test')).body.code).toBe('invite_link_reset')
  })

  it('changes role, expiry and the domain limit, and records each change (INVLINK-3, INVLINK-9)', async () => {
    await asAdmin('POST', {})
    const { status, body } = await asAdmin('PATCH', {
      role: 'admin',
      expiry: '30d',
      restrict_to_domain: false,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ role: 'admin', expiry: '30d', restrict_to_domain: false })
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    const event = await latest('invite_link.updated')
    expect(event.changes).toMatchObject({
      role: { before: 'member', after: 'admin' },
      expiry: { before: '7d', after: '30d' },
      restrict_to_domain: { before: true, after: false },
    })
  })

  it('turns off: the address says so, and a second turn-off or change is 404 (INVLINK-5)', async () => {
    const url = (await asAdmin('POST', {})).body.url
    expect((await asAdmin('DELETE')).status).toBe(200)
    expect((await asAdmin('GET')).body).toEqual({ link: null })
    expect((await preview(tokenOf(url))).body.state).toBe('disabled')
    expect((await asAdmin('DELETE')).body.code).toBe('no_invite_link')
    expect((await asAdmin('PATCH', { role: 'admin' })).body.code).toBe('no_invite_link')
    expect((await join(tokenOf(url), 'joiner@acme.test')).status).toBe(410)
  })

  it('records the creation, the reset and the turn-off (INVLINK-9)', async () => {
    await asAdmin('POST', {})
    expect((await latest('invite_link.created')).changes).toMatchObject({
      role: { before: null, after: 'member' },
    })
    await asAdmin('POST', {})
    expect((await latest('invite_link.reset')).target.label).toBe('Invite link')
    await asAdmin('DELETE')
    expect((await latest('invite_link.disabled')).actor.email).toBe(ADMIN)
  })

  it('admins only (INVLINK-2)', async () => {
    const token = await tokenFor('member@acme.test')
    expect((await call(LINK, { token })).status).toBe(403)
    expect((await call(LINK, { method: 'POST', token, body: {} })).status).toBe(403)
  })
})

describe('opening and joining (INVLINK-6 to INVLINK-8)', () => {
  it('the preview names the organisation and role, never an e-mail; an unknown token is 404 (INVLINK-6)', async () => {
    const url = (await asAdmin('POST', {})).body.url
    const { body } = await preview(tokenOf(url))
    expect(body).toMatchObject({
      org_name: 'Acme Corp',
      role: 'member',
      state: 'valid',
      restricted_domain: 'acme.test',
    })
    expect(JSON.stringify(body)).not.toContain('@')
    expect((await preview('nope')).status).toBe(404)
  })

  it('an expired link says expired and does not join (INVLINK-6)', async () => {
    const url = (await asAdmin('POST', {})).body.url
    expireLinkNow(findUserByEmail(ADMIN)?.orgId ?? '')
    expect((await preview(tokenOf(url))).body.state).toBe('expired')
    const res = await join(tokenOf(url), 'joiner@acme.test')
    expect([res.status, res.body.code]).toEqual([410, 'invite_link_expired'])
  })

  it('joins with the role, bills a seat, counts the use and records it (INVLINK-7, INVLINK-8, INVLINK-9)', async () => {
    const url = (await asAdmin('POST', { role: 'admin' })).body.url
    const org = db.orgs.get(findUserByEmail(ADMIN)?.orgId ?? '')
    const seatsBefore = org?.subscription?.seatsCurrentCycle ?? 0
    const { status, body } = await join(tokenOf(url), 'joiner@acme.test')
    expect(status).toBe(200)
    expect(body.name).toBe('Acme Corp')
    expect(findUserByEmail('joiner@acme.test')).toMatchObject({ orgId: org?.id, role: 'admin' })
    expect(org?.subscription?.seatsCurrentCycle).toBeGreaterThanOrEqual(seatsBefore)
    expect((await asAdmin('GET')).body.link.uses).toBe(1)
    const event = await latest('member.joined_via_link')
    expect(event.target.label).toBe('joiner@acme.test')
  })

  it('restricted: a public address is refused, and another domain too (INVLINK-7)', async () => {
    const url = (await asAdmin('POST', {})).body.url
    const publicJoin = await join(tokenOf(url), 'someone@gmail.com')
    expect([publicJoin.status, publicJoin.body.code]).toEqual([403, 'public_domain'])
    const other = await join(tokenOf(url), 'founder@umbrella.test')
    expect([other.status, other.body.code]).toEqual([403, 'wrong_domain'])
    await asAdmin('PATCH', { restrict_to_domain: false })
    expect((await join(tokenOf(url), 'someone@gmail.com')).status).toBe(200)
  })

  it('adds no one while a directory is linked (DSYNC-4)', async () => {
    const url = (await asAdmin('POST', {})).body.url
    const admin = findUserByEmail(ADMIN)!
    const org = db.orgs.get(admin.orgId ?? '')!
    setDirectory(org, admin, {
      state: 'linked',
      provider: 'Okta SCIM',
      lastSyncAt: null,
      usersSynced: 0,
    })
    const res = await join(tokenOf(url), 'joiner@acme.test')
    expect([res.status, res.body.code]).toEqual([409, 'directory_managed'])
    expect(findUserByEmail('joiner@acme.test')?.orgId ?? null).toBeNull()
  })

  it('someone already in an organisation is told so (INVLINK-7)', async () => {
    const url = (await asAdmin('POST', {})).body.url
    await asAdmin('PATCH', { restrict_to_domain: false })
    const res = await join(tokenOf(url), 'billing@initech.test')
    expect([res.status, res.body.code]).toEqual([409, 'already_in_organization'])
    expect(
      (await call(`/api/v1/invite-links/${tokenOf(url)}/join`, { method: 'POST' })).status,
    ).toBe(401)
  })
})
