// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { latest } from './audit-test-helpers'
import { addUser, findUserByEmail } from './db'
import { call, getPage, later, postForm, tokenFor } from './test-helpers'

/** Domain verification in the demo backend (DOMAIN-2, DOMAIN-4, DOMAIN-5). */

const ADMIN = 'bigadmin@bigcorp.test'
const LABS = 'bigcorp-labs.test'
const DAY = 86_400_000

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const domains = async () =>
  (await call('/api/v1/enterprise/domains', { token: await tokenFor(ADMIN) })).body.domains as {
    domain: string
    state: string
    fails_at: string | null
  }[]

async function openDomainStep(): Promise<string> {
  const res = await call('/api/v1/enterprise/domains/portal-link', {
    method: 'POST',
    token: await tokenFor(ADMIN),
  })
  const url = new URL(res.body.url)
  expect(url.searchParams.get('intent')).toBe('domain_verification')
  const page = await getPage(url.pathname + url.search)
  expect(page.html).toContain('Add domain')
  return /name="session" value="([^"]+)"/.exec(page.html)?.[1] ?? ''
}

/** A new account with no organisation, on `domain` (the same password as the demo's). */
async function newcomer(domain: string): Promise<string> {
  const joiner = findUserByEmail('joiner@acme.test')
  if (!joiner) throw new Error('no joiner')
  const email = `new.person@${domain}`
  addUser({ ...joiner, id: `u-${domain}`, email, orgId: null, role: null })
  return tokenFor(email)
}

describe('domains (DOMAIN-2, DOMAIN-5)', () => {
  it("answers BigCorp's verified domain and refuses Teams and members (DOMAIN-2)", async () => {
    expect(await domains()).toEqual([{ domain: 'bigcorp.test', state: 'verified', fails_at: null }])
    const teams = await call('/api/v1/enterprise/domains', {
      token: await tokenFor('admin@acme.test'),
    })
    expect([teams.status, teams.body.code]).toEqual([403, 'enterprise_required'])
    const member = await call('/api/v1/enterprise/domains', {
      token: await tokenFor('intern@flow.test'),
    })
    expect([member.status, member.body.code]).toEqual([403, 'admin_required'])
  })

  it('an added domain is pending and fails 30 days later (DOMAIN-2, DOMAIN-5)', async () => {
    const session = await openDomainStep()
    expect(
      await (await postForm('/demo/sso-portal/domains', { session, add: LABS })).text(),
    ).toContain('Domain added: pending.')
    const added = (await domains()).find((d) => d.domain === LABS)
    expect(added?.state).toBe('pending')
    expect(Date.parse(added?.fails_at ?? '') - Date.now()).toBeGreaterThan(30 * DAY - 60_000)
    expect((await latest('domain.added', ADMIN)).target.label).toBe(LABS)
    later(30 * DAY + 1000)
    expect((await domains()).find((d) => d.domain === LABS)).toEqual({
      domain: LABS,
      state: 'failed',
      fails_at: null,
    })
  })

  it.each(['verified', 'failed'])('a pending domain can be marked %s (DOMAIN-5)', async (state) => {
    const session = await openDomainStep()
    await postForm('/demo/sso-portal/domains', { session, add: LABS })
    await postForm('/demo/sso-portal/domains', { session, domain: LABS, state })
    expect((await domains()).find((d) => d.domain === LABS)?.state).toBe(state)
    const event = await latest('domain.state_changed', ADMIN)
    expect(event.changes.state).toEqual({ before: 'pending', after: state })
  })
})

describe('only verified domains add people (DOMAIN-4)', () => {
  const status = async (token: string) =>
    (await call('/api/v1/enterprise/domain-status', { token })).body
  const selfInvite = async (token: string) =>
    call('/api/v1/enterprise/self-invite', { method: 'POST', token })

  it('a newcomer on a pending domain sees no team and is not added', async () => {
    const session = await openDomainStep()
    await postForm('/demo/sso-portal/domains', { session, add: LABS })
    const token = await newcomer(LABS)
    expect((await status(token)).team_domain_status).toBe('available')
    const joined = await selfInvite(token)
    expect([joined.status, joined.body.code]).toEqual([404, 'no_domain_team'])
  })

  it('once verified, the newcomer sees the team and is added (BigCorp adds by domain)', async () => {
    const session = await openDomainStep()
    await postForm('/demo/sso-portal/domains', { session, add: LABS })
    await postForm('/demo/sso-portal/domains', { session, domain: LABS, state: 'verified' })
    const token = await newcomer(LABS)
    expect(await status(token)).toMatchObject({
      team_domain_status: 'exists',
      team_name: 'BigCorp',
    })
    expect((await selfInvite(token)).status).toBe(200)
  })

  it("a failed own domain stops matching; without the extension the organisation's domain matches", async () => {
    const session = await openDomainStep()
    await postForm('/demo/sso-portal/domains', { session, domain: 'bigcorp.test', state: 'failed' })
    const token = await newcomer('bigcorp.test')
    expect((await status(token)).team_domain_status).toBe('available')
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    expect((await status(token)).team_domain_status).toBe('exists')
  })

  it("a Teams organisation keeps the specification's rule (Acme, no domains)", async () => {
    const token = await newcomer('acme.test')
    expect(await status(token)).toMatchObject({
      team_domain_status: 'exists',
      team_name: 'Acme Corp',
    })
  })
})
