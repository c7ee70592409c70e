// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '../src/shared/contract'
import { db, findUserByEmail } from './db'
import {
  BASE,
  call,
  getPage,
  linksIn,
  passwordGrant,
  postForm,
  signIn,
  tokenFor,
} from './test-helpers'

/** The demo backend is safe to expose: portal links, token hand-off, refresh reuse, limits, hashes. */

afterEach(() => {
  vi.useRealTimers()
  delete process.env.DEMO_SOURCE_ORIGINS
})

const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
}

async function ssoLink(email = 'admin@globex.test'): Promise<URL> {
  const res = await call('/api/v1/enterprise/sso', { method: 'POST', token: await tokenFor(email) })
  expect(res.status).toBe(200)
  return new URL(/^link="(.+)"$/.exec(res.body.sso_admin_portal_url)?.[1] ?? '')
}

async function billingLink(email = 'admin@globex.test'): Promise<URL> {
  const res = await call('/api/v1/payment/enterprise-portal', { token: await tokenFor(email) })
  expect(res.status).toBe(200)
  return new URL(res.body.url)
}

const open = (url: URL) => getPage(url.pathname + url.search)
const formSession = (html: string) => /name="session" value="([^"]+)"/.exec(html)?.[1] ?? ''
const globexId = () => findUserByEmail('admin@globex.test')?.orgId ?? ''

describe('portal pages open only through a one-time link for an admin', () => {
  it('an anonymous caller with only the organisation id is refused by both pages', async () => {
    const org = globexId()
    for (const path of ['/demo/sso-portal', '/demo/billing-portal']) {
      const page = await getPage(`${path}?org=${org}`)
      expect(page.status).toBe(403)
      expect(org).not.toBe('')
      expect(page.html).not.toContain('Complete setup')
      expect(page.html).not.toContain('Pay outstanding invoice')
      expect((await getPage(`${path}?org=${org}&token=forged`)).status).toBe(403)
    }
    // The forms act on nothing without the page's own token.
    expect((await postForm('/demo/sso-portal', { org, provider: 'okta' })).status).toBe(403)
    expect((await postForm('/demo/billing-portal', { org })).status).toBe(403)
    expect(db.orgs.get(org)?.workosProvider).toBeNull()
    expect(db.orgs.get(org)?.subscription?.status).toBe('past_due')
  })

  it('a member cannot mint a link', async () => {
    const member = await tokenFor('hank@globex.test')
    expect((await call('/api/v1/enterprise/sso', { method: 'POST', token: member })).status).toBe(
      403,
    )
    expect((await call('/api/v1/payment/enterprise-portal', { token: member })).status).toBe(403)
  })

  it('a link is single use', async () => {
    const sso = await ssoLink()
    expect(sso.searchParams.get('org')).toBe(globexId())
    expect((await open(sso)).status).toBe(200)
    const again = await open(sso)
    expect(again.status).toBe(403)
    expect(again.html).toContain('Link expired')
    const billing = await billingLink()
    expect((await open(billing)).status).toBe(200)
    expect((await open(billing)).status).toBe(403)
  })

  it('a link expires after 5 minutes', async () => {
    const sso = await ssoLink()
    const billing = await billingLink()
    later(5 * 60_000 + 1_000)
    expect((await open(sso)).status).toBe(403)
    expect((await open(billing)).status).toBe(403)
  })

  it('a link stops working when its admin is no longer an admin', async () => {
    const sso = await ssoLink()
    const admin = findUserByEmail('admin@globex.test')
    if (admin) admin.role = 'member'
    expect((await open(sso)).status).toBe(403)
  })

  it('a link for one organisation does not open another', async () => {
    const sso = await ssoLink()
    sso.searchParams.set('org', findUserByEmail('staff@flow.test')?.orgId ?? '')
    expect((await open(sso)).status).toBe(403)
  })

  it('the opened page acts on its organisation only', async () => {
    const page = await open(await billingLink())
    const paid = await postForm('/demo/billing-portal', { session: formSession(page.html) })
    expect(paid.status).toBe(200)
    expect(db.orgs.get(globexId())?.subscription?.status).toBe('active')
    // A billing page's token does not work on the SSO page.
    expect(
      (await postForm('/demo/sso-portal', { session: formSession(page.html), provider: 'okta' }))
        .status,
    ).toBe(403)
  })
})

describe('provider and SSO pages hand tokens only to the portal', () => {
  const foreign = 'https://evil.test'

  it('refuses a foreign source on every page, GET and POST, with no tokens anywhere', async () => {
    for (const path of ['/google/sign_in', '/microsoft/sign_in', '/apple/sign_in']) {
      expect((await getPage(`${path}?source=${encodeURIComponent(foreign)}`)).status).toBe(400)
    }
    const post = await postForm('/google/sign_in', {
      source: foreign,
      email: 'google.user@acme.test',
    })
    expect(post.status).toBe(400)
    expect(post.headers.get('location')).toBeNull()
    expect(
      (await getPage(`/sso/sign_in?email=staff%40flow.test&source=${encodeURIComponent(foreign)}`))
        .status,
    ).toBe(400)
    const sso = await postForm('/sso/sign_in', { source: foreign, email: 'sso.user@flow.test' })
    expect(sso.status).toBe(400)
    expect(sso.headers.get('location')).toBeNull()
    // A look-alike of the own origin is foreign too.
    expect(
      (await postForm('/google/sign_in', { source: `${BASE}.evil.test`, email: 'a@b.test' }))
        .status,
    ).toBe(400)
  })

  it('accepts an origin listed in DEMO_SOURCE_ORIGINS', async () => {
    process.env.DEMO_SOURCE_ORIGINS = 'http://localhost:5173, https://portal.example'
    const res = await postForm('/google/sign_in', {
      source: 'https://portal.example',
      email: 'google.user@acme.test',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^https:\/\/portal\.example\/login\?access_token=/)
  })

  it('carries state through to the return URL; a malformed state is refused', async () => {
    const page = await getPage(`/google/sign_in?source=${encodeURIComponent(BASE)}&state=abc-123`)
    expect(page.html).toContain('name="state" value="abc-123"')
    const res = await postForm('/google/sign_in', {
      source: BASE,
      state: 'abc-123',
      email: 'google.user@acme.test',
    })
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('state')).toBe('abc-123')
    const sso = await postForm('/sso/sign_in', {
      source: BASE,
      state: 'xyz',
      email: 'sso.user@flow.test',
    })
    expect(new URL(sso.headers.get('location') ?? '').searchParams.get('state')).toBe('xyz')
    expect(
      (await postForm('/google/sign_in', { source: BASE, state: '<x>', email: 'a@b.test' })).status,
    ).toBe(400)
  })
})

describe('passwords and one-time e-mail tokens', () => {
  it('stores scrypt hashes, never the password', async () => {
    const seeded = findUserByEmail('admin@acme.test')?.passwordHash ?? ''
    expect(seeded).toMatch(/^scrypt\$/)
    expect(seeded).not.toContain('demo1234')
    await call('/email/signup', {
      body: { email: 'fresh@acme.test', password: 'secret99', full_name: 'F' },
    })
    const fresh = findUserByEmail('fresh@acme.test')?.passwordHash ?? ''
    expect(fresh).toMatch(/^scrypt\$/)
    expect(fresh).not.toContain('secret99')
    expect(fresh).not.toBe(seeded)
  })

  async function mailedToken(to: string, path: string): Promise<string> {
    const link = linksIn((await getPage(`/demo/mailbox?to=${encodeURIComponent(to)}`)).html).find(
      (h) => h.includes(path),
    )
    return new URL(link ?? '').searchParams.get('token') ?? ''
  }

  it('a verification link expires after 24 hours', async () => {
    await call('/email/resend-verification-email', { body: { email: 'unverified@acme.test' } })
    const token = await mailedToken('unverified@acme.test', '/demo/verify')
    later(24 * 3_600_000 + 1_000)
    expect((await getPage(`/demo/verify?token=${token}`)).status).toBe(400)
  })

  it('a reset link expires after an hour', async () => {
    await call('/email/request-reset-password', { body: { email: 'member@acme.test' } })
    const token = await mailedToken('member@acme.test', '/demo/reset-password')
    later(3_600_000 + 1_000)
    expect((await getPage(`/demo/reset-password?token=${token}`)).status).toBe(400)
    expect((await postForm('/demo/reset-password', { token, password: 'newpass1' })).status).toBe(
      400,
    )
  })

  it('a password reset ends the other sessions of the user', async () => {
    const before = await signIn('member@acme.test')
    await call('/email/request-reset-password', { body: { email: 'member@acme.test' } })
    const token = await mailedToken('member@acme.test', '/demo/reset-password')
    expect((await postForm('/demo/reset-password', { token, password: 'newpass1' })).status).toBe(
      200,
    )
    expect((await call('/api/v1/user/user-id', { token: before.access_token })).status).toBe(401)
    expect(
      (
        await call('/auth/v1/token?grant_type=refresh_token', {
          body: { refresh_token: before.refresh_token },
        })
      ).status,
    ).toBe(400)
    expect((await passwordGrant('member@acme.test', 'newpass1')).status).toBe(200)
  })
})

describe('request size and field lengths', () => {
  const big = 'x'.repeat(65 * 1024)

  it('a body over 64 KiB answers 413 in the form of its area', async () => {
    const token = await tokenFor('admin@acme.test')
    const api = await call('/api/v1/enterprise', { method: 'PATCH', token, body: { name: big } })
    expect(api).toEqual({
      status: 413,
      body: { detail: 'The request body is too large', code: 'payload_too_large' },
    })
    const auth = await call('/auth/v1/token?grant_type=password', {
      body: { email: 'a@b.test', password: big },
    })
    expect(auth.status).toBe(413)
    expect(auth.body.error_code).toBe('payload_too_large')
    expect((await call('/email/signup', { body: { email: big } })).body).toEqual({
      error: 'The request body is too large',
      code: 'payload_too_large',
    })
  })

  it('every free-text field has a length limit', async () => {
    const admin = await tokenFor('admin@acme.test')
    const over = (n: number) => 'a'.repeat(n + 1)
    const cases: [string, string, unknown, string | null][] = [
      ['PATCH', '/api/v1/enterprise', { name: over(LIMITS.organisationName) }, admin],
      [
        'POST',
        '/api/v1/enterprise/contact-admin',
        { message: over(LIMITS.contactAdminMessage) },
        await tokenFor('member@acme.test'),
      ],
      [
        'POST',
        '/api/v1/enterprise/hipaa-baa',
        { legal_name: over(LIMITS.legalName) },
        await tokenFor('admin@globex.test'),
      ],
      [
        'POST',
        '/email/signup',
        { email: 'long@acme.test', password: 'secret1', full_name: over(LIMITS.fullName) },
        null,
      ],
    ]
    const staff = await tokenFor('staff@flow.test')
    for (const field of ['key', 'title', 'text'] as const) {
      const max = {
        key: LIMITS.notificationKey,
        title: LIMITS.notificationTitle,
        text: LIMITS.notificationText,
      }[field]
      const notification = {
        type: 'announcement',
        key: 'k',
        title: 't',
        text: 'x',
        [field]: over(max),
      }
      cases.push(['POST', '/api/v1/notification/internal/announce', notification, staff])
    }
    for (const [method, path, body, token] of cases) {
      const res = await call(path, { method, token, body })
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400)
      expect(res.body.code).toBe('invalid_request')
    }
    // At the limit is fine.
    expect(
      (
        await call('/api/v1/enterprise', {
          method: 'PATCH',
          token: admin,
          body: { name: 'a'.repeat(LIMITS.organisationName) },
        })
      ).status,
    ).toBe(200)
  })
})

describe('internal admin', () => {
  const notification = { type: 'announcement', key: 'k', title: 'T', text: 'Hello' }
  const announce = async (email: string) =>
    call('/api/v1/notification/internal/announce', {
      token: await tokenFor(email),
      body: notification,
    })

  it('is an admin of the internal organisation', async () => {
    expect((await announce('staff@flow.test')).status).toBe(200)
    expect((await announce('intern@flow.test')).body.code).toBe('admin_required')
  })

  it('an internal address made admin of an outside organisation is not one', async () => {
    const intern = findUserByEmail('intern@flow.test')
    const acme = findUserByEmail('admin@acme.test')?.orgId ?? null
    if (intern) Object.assign(intern, { orgId: acme, role: 'admin' })
    const res = await announce('intern@flow.test')
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('internal_only')
  })
})

describe('baseline headers', () => {
  it('JSON answers carry nosniff, no-store, HSTS, COOP and CORP', async () => {
    for (const path of ['/api/v1/enterprise', '/auth/v1/health', '/demo/faults']) {
      const res = await fetch(`${BASE}${path}`)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    }
  })
})
