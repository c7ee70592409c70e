// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_ADDRESS_HEADER, RATE_LIMITS, SIGN_IN_BACKOFF } from './limits'
import { BASE, call, passwordGrant, tokenFor } from './test-helpers'

/** Rate limits that hold under bursts (SEC-5 … SEC-8, issue 42). */

afterEach(() => {
  vi.useRealTimers()
})

let clock = Date.now()
/** Drives Date only (the hash runs on real timers); each call moves it on by `ms`. */
const advance = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  clock = Math.max(clock, Date.now()) + ms
  vi.setSystemTime(clock)
}

function grant(email: string, password: string, address = '198.51.100.7') {
  return fetch(`${BASE}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
    body: JSON.stringify({ email, password }),
  })
}

const statuses = async (requests: Array<Promise<{ status: number }>>) =>
  (await Promise.all(requests)).map((r) => r.status)

describe('password sign-in (SEC-5)', () => {
  it('a parallel burst of 30 wrong passwords yields at most the limit', async () => {
    const all = await statuses(Array.from({ length: 30 }, () => grant('admin@acme.test', 'wrong')))
    const checked = all.filter((s) => s === 400).length
    expect(checked).toBeLessThanOrEqual(SIGN_IN_BACKOFF.free)
    expect(all.filter((s) => s === 429)).toHaveLength(30 - checked)
  })

  it('a parallel burst across e-mails from one address stops at the address limit', async () => {
    const all = await statuses(
      Array.from({ length: 40 }, (_, i) => grant(`nobody${i}@acme.test`, 'wrong')),
    )
    expect(all.filter((s) => s === 400).length).toBeLessThanOrEqual(
      RATE_LIMITS.failedSignInPerAddress.limit,
    )
    expect(all.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10)
  })

  it('backs off more after each failure once the free attempts are used, 429 with Retry-After', async () => {
    for (let i = 0; i < SIGN_IN_BACKOFF.free; i++)
      expect((await grant('admin@acme.test', 'wrong')).status).toBe(400)
    const first = await grant('admin@acme.test', 'demo1234')
    expect(first.status).toBe(429)
    expect(first.headers.get('retry-after')).toBe('2')
    expect(await first.json()).toEqual({
      code: 429,
      error_code: 'rate_limited',
      msg: 'Too many attempts, try again in 2 seconds',
      retry_after: 2,
    })
    advance(2_000)
    expect((await grant('admin@acme.test', 'wrong')).status).toBe(400)
    expect((await grant('admin@acme.test', 'wrong')).headers.get('retry-after')).toBe('4')
    // /email/signin shares the count, in its own body form.
    const email = await fetch(`${BASE}/email/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'demo1234' }),
    })
    expect(email.status).toBe(429)
    expect(await email.json()).toMatchObject({ code: 'rate_limited', retry_after: 4 })
    advance(4_000)
    expect((await grant('admin@acme.test', 'demo1234')).status).toBe(200)
    // A success starts the pair afresh.
    for (let i = 0; i < SIGN_IN_BACKOFF.free; i++)
      expect((await grant('admin@acme.test', 'wrong')).status).toBe(400)
  })

  it("someone else's guessing from another address does not lock the owner out", async () => {
    await statuses(
      Array.from({ length: 30 }, () => grant('admin@acme.test', 'wrong', '203.0.113.9')),
    )
    expect((await grant('admin@acme.test', 'wrong', '203.0.113.9')).status).toBe(429)
    expect((await grant('admin@acme.test', 'demo1234', '198.51.100.7')).status).toBe(200)
  })

  it('never limits successful sign-ins', async () => {
    for (let i = 0; i < 12; i++) expect((await passwordGrant('admin@acme.test')).status).toBe(200)
    for (let i = 0; i < SIGN_IN_BACKOFF.free - 1; i++)
      expect((await passwordGrant('admin@acme.test', 'wrong')).status).toBe(400)
    expect((await passwordGrant('admin@acme.test')).status).toBe(200)
    // Successes do not fill the address's budget either.
    for (let i = 0; i < RATE_LIMITS.failedSignInPerAddress.limit + 5; i++)
      expect((await passwordGrant(i % 2 ? 'member@acme.test' : 'dev@acme.test')).status).toBe(200)
  })

  it('POST /demo/reset clears every limiter', async () => {
    await statuses(Array.from({ length: 10 }, () => passwordGrant('admin@acme.test', 'wrong')))
    expect((await passwordGrant('admin@acme.test')).status).toBe(429)
    expect((await call('/demo/reset', { method: 'POST' })).status).toBe(204)
    expect((await passwordGrant('admin@acme.test')).status).toBe(200)
  })
})

describe('sign-up per address (SEC-6)', () => {
  const signUp = (i: number, address: string) =>
    fetch(`${BASE}/email/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ email: `new${i}@acme.test`, password: 'secret1', full_name: 'N' }),
    })

  it(`${RATE_LIMITS.signUpPerAddress.limit} sign-ups an hour per address, counted before the hash`, async () => {
    const limit = RATE_LIMITS.signUpPerAddress.limit
    const all = await statuses(Array.from({ length: limit + 5 }, (_, i) => signUp(i, '192.0.2.1')))
    expect(all.filter((s) => s === 200)).toHaveLength(limit)
    const limited = await signUp(99, '192.0.2.1')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' })
    expect((await signUp(100, '192.0.2.2')).status).toBe(200)
  })

  it('two parallel sign-ups with one e-mail make one account', async () => {
    const all = await statuses([signUp(1, '192.0.2.1'), signUp(1, '192.0.2.2')])
    expect(all.sort()).toEqual([200, 409])
  })
})

describe('e-mails and invitations (SEC-7)', () => {
  it('e-mail sends per recipient', async () => {
    const send = () =>
      call('/email/request-reset-password', { body: { email: 'member@acme.test' } })
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200)
    const limited = await send()
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ code: 'rate_limited' })
    const other = await call('/email/request-reset-password', { body: { email: 'dev@acme.test' } })
    expect(other.status).toBe(200)
  })

  it('an organisation without a subscription gets a small invitation allowance', async () => {
    const token = await tokenFor('founder@umbrella.test')
    const created = await call('/api/v1/enterprise', { token, body: { name: 'Umbrella' } })
    expect(created.status).toBe(201)
    const invite = (i: number) =>
      call('/api/v1/enterprise/invitations', {
        token,
        body: { email: `person${i}@umbrella.test`, role: 'member' },
      })
    const limit = RATE_LIMITS.invitationsPerOrgWithoutPlan.limit
    const all = await Promise.all(Array.from({ length: limit + 3 }, (_, i) => invite(i)))
    expect(all.filter((r) => r.status === 201)).toHaveLength(limit)
    const limited = await invite(99)
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ code: 'rate_limited' })
  })

  it('an organisation with a subscription has the large hourly budget', async () => {
    const token = await tokenFor('admin@acme.test')
    for (let i = 0; i < RATE_LIMITS.invitationsPerOrg.limit; i++) {
      const res = await call('/api/v1/enterprise/invitations', {
        token,
        body: { email: `new${i}@acme.test`, role: 'member' },
      })
      expect(res.status).toBe(201)
    }
    const res = await call('/api/v1/enterprise/invitations', {
      token,
      body: { email: 'one.more@acme.test', role: 'member' },
    })
    expect(res.status).toBe(429)
  })
})

describe('contact-admin (SEC-8)', () => {
  const sendAs = (token: string) =>
    call('/api/v1/enterprise/contact-admin', { token, body: { message: 'Hi' } })

  it('is limited per sender, so one member cannot use up the budget of the others', async () => {
    const member = await tokenFor('member@acme.test')
    const limit = RATE_LIMITS.contactAdminPerSender.limit
    const all = await Promise.all(Array.from({ length: limit + 3 }, () => sendAs(member)))
    expect(all.filter((r) => r.status === 200)).toHaveLength(limit)
    const res = await sendAs(member)
    expect(res.status).toBe(429)
    expect(res.body.detail).toMatch(/^Too many attempts, try again in \d+ seconds$/)
    expect((await sendAs(await tokenFor('dev@acme.test'))).status).toBe(200)
  })

  it('and per organisation', async () => {
    // Seven people of the domain (members, and some without an organisation who ask to join).
    const senders = ['member', 'dev', 'legacy', 'joiner', 'dana', 'priya.patel', 'sam.taylor']
    const per = RATE_LIMITS.contactAdminPerSender.limit
    let sent = 0
    for (const email of senders) {
      const token = await tokenFor(`${email}@acme.test`)
      for (let i = 0; i < per; i++) if ((await sendAs(token)).status === 200) sent++
    }
    expect(senders.length * per).toBeGreaterThan(RATE_LIMITS.contactAdminPerOrg.limit)
    expect(sent).toBe(RATE_LIMITS.contactAdminPerOrg.limit)
  })
})
