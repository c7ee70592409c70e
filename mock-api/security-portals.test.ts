// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db, findUserByEmail } from './db'
import { BASE, call, getPage, later, postForm, tokenFor } from './test-helpers'

/** The demo portals are safe to expose: one-time links for admins, tokens only to the portal. */

afterEach(() => {
  vi.useRealTimers()
  delete process.env.DEMO_SOURCE_ORIGINS
})

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
