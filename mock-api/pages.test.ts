// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BASE, call, getPage, panelPost, postForm, tokenFor } from './test-helpers'

// The pages hand sessions only to their own origin (or DEMO_SOURCE_ORIGINS).
const SOURCE = BASE
const BANNER = 'Demo backend — not a real provider/payment page'

function tokensFrom(location: string | null) {
  const url = new URL(location ?? '')
  return {
    path: url.origin + url.pathname,
    access_token: url.searchParams.get('access_token') ?? '',
    refresh_token: url.searchParams.get('refresh_token') ?? '',
  }
}

describe('provider sign-in pages', () => {
  it('lists the seeded accounts of the provider, with the banner and no script', async () => {
    const google = await getPage(`/google/sign_in?source=${encodeURIComponent(SOURCE)}`)
    expect(google.status).toBe(200)
    expect(google.html).toContain(BANNER)
    expect(google.html).toContain('google.user@acme.test')
    expect(google.html).not.toContain('<script')
    expect(google.html).not.toContain('<style')
    expect((await getPage(`/microsoft/sign_in?source=${SOURCE}`)).html).toContain(
      'microsoft.user@globex.test',
    )
    expect((await getPage(`/apple/sign_in?source=${SOURCE}`)).html).toContain(
      'apple.user@initech.test',
    )
  })

  it('400 when source is not an http(s) URL', async () => {
    expect((await getPage('/google/sign_in?source=javascript:alert(1)')).status).toBe(400)
    expect((await getPage('/google/sign_in')).status).toBe(400)
    expect(
      (await postForm('/google/sign_in', { source: 'ftp://x', email: 'google.user@acme.test' }))
        .status,
    ).toBe(400)
  })

  it('continue returns to <source>/login with a real session', async () => {
    const res = await postForm('/google/sign_in', {
      source: SOURCE,
      email: 'google.user@acme.test',
    })
    expect(res.status).toBe(302)
    const { path, access_token, refresh_token } = tokensFrom(res.headers.get('location'))
    expect(path).toBe(`${SOURCE}/login`)
    expect(refresh_token).not.toBe('')
    expect((await call('/auth/v1/user', { token: access_token })).body.email).toBe(
      'google.user@acme.test',
    )
  })

  it('any e-mail creates a verified account with that provider; another provider’s account is refused', async () => {
    const res = await postForm('/microsoft/sign_in', {
      source: SOURCE,
      email: 'Fresh@contoso.test',
      name: '<b>Fresh</b>',
    })
    expect(res.status).toBe(302)
    expect((await call('/user_status?email=fresh%40contoso.test')).body).toEqual({
      exists: true,
      verified: true,
      provider: 'azure',
    })
    expect(
      (await postForm('/apple/sign_in', { source: SOURCE, email: 'admin@acme.test' })).status,
    ).toBe(409)
    // names are escaped in the pages
    const index = await getPage('/demo/')
    expect(index.html).toContain('&lt;b&gt;Fresh&lt;/b&gt;')
    expect(index.html).not.toContain('<b>Fresh</b>')
  })

  it('SSO: accounts of an organisation with a provider continue; others get an error page', async () => {
    const page = await getPage(`/sso/sign_in?email=staff%40flow.test&source=${SOURCE}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('okta')
    const res = await postForm('/sso/sign_in', { source: SOURCE, email: 'sso.user@flow.test' })
    expect(res.status).toBe(302)
    expect(tokensFrom(res.headers.get('location')).path).toBe(`${SOURCE}/login`)
    const refused = await getPage(`/sso/sign_in?email=admin%40acme.test&source=${SOURCE}`)
    expect(refused.status).toBe(404)
    expect(refused.html).toContain(BANNER)
    expect((await getPage('/sso/sign_in?email=staff%40flow.test&source=nope')).status).toBe(400)
  })
})

describe('checkout and billing portal', () => {
  it('checkout: Pay now activates the plan and returns to /app; Cancel returns to /payment', async () => {
    const token = await tokenFor('billing@initech.test')
    const tooFew = await call('/api/v1/payment/create_enterprise_checkout_session', {
      token,
      body: { plan: 'FLOW_TEAM_MONTHLY', seats: 2 },
    })
    expect(tooFew.status).toBe(400)
    const unknown = await call('/api/v1/payment/create_enterprise_checkout_session', {
      token,
      body: { plan: 'GOLD', seats: 3 },
    })
    expect(unknown.status).toBe(400)
    const created = await call('/api/v1/payment/create_enterprise_checkout_session', {
      token,
      body: { plan: 'FLOW_BUSINESS_YEARLY', seats: 3 },
    })
    expect(created.status).toBe(200)
    const url = new URL(created.body.url)
    expect(url.pathname).toBe('/demo/checkout')
    const session = url.searchParams.get('session') ?? ''
    const page = await getPage(url.pathname + url.search)
    expect(page.html).toContain(BANNER)
    expect(page.html).toContain('Pay now')
    const cancel = await postForm('/demo/checkout', { session, action: 'cancel' })
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/payment')

    const again = await call('/api/v1/payment/create_enterprise_checkout_session', {
      token,
      body: { plan: 'FLOW_BUSINESS_YEARLY', seats: 5 },
    })
    const paid = await postForm('/demo/checkout', {
      session: new URL(again.body.url).searchParams.get('session') ?? '',
      action: 'pay',
    })
    expect(paid.status).toBe(302)
    expect(paid.headers.get('location')).toBe('http://localhost:3000/app')
    const sub = (await call('/api/v1/enterprise', { token })).body.subscription
    expect(sub).toMatchObject({
      status: 'active',
      productName: 'FLOW_BUSINESS_YEARLY',
      numSeats: 3,
      seatsCurrentCycle: 5,
    })
    expect(sub.planEndsAt).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400)
  })

  it('billing portal: past due → Pay outstanding invoice → active', async () => {
    const token = await tokenFor('admin@globex.test')
    const portal = await call('/api/v1/payment/enterprise-portal', { token })
    const url = new URL(portal.body.url)
    expect(url.pathname).toBe('/demo/billing-portal')
    const page = await getPage(url.pathname + url.search)
    expect(page.html).toContain('Pay outstanding invoice')
    expect(page.html).toContain('href="/app/settings/billing"')
    const session = /name="session" value="([^"]+)"/.exec(page.html)?.[1] ?? ''
    const paid = await postForm('/demo/billing-portal', { session })
    expect(paid.status).toBe(200)
    const after = await paid.text()
    expect(after).toContain('Payment received. The subscription is active.')
    expect(after).not.toContain('Pay outstanding invoice')
    expect((await call('/api/v1/enterprise', { token })).body.subscription.status).toBe('active')
  })

  it('portal 404 without a subscription; switch-plan needs an active one', async () => {
    const umbrella = await tokenFor('founder@umbrella.test')
    await call('/api/v1/enterprise', {
      token: umbrella,
      body: { name: 'Umbrella', domain: 'umbrella.test' },
    })
    expect(await call('/api/v1/payment/enterprise-portal', { token: umbrella })).toEqual({
      status: 404,
      body: { detail: 'No subscription', code: 'no_subscription' },
    })
    const initech = await tokenFor('billing@initech.test')
    expect(
      (
        await call('/api/v1/payment/enterprise/switch-plan', {
          token: initech,
          body: { plan: 'FLOW_TEAM_YEARLY' },
        })
      ).status,
    ).toBe(400)
    const acme = await tokenFor('admin@acme.test')
    const switched = await call('/api/v1/payment/enterprise/switch-plan', {
      token: acme,
      body: { plan: 'FLOW_BUSINESS_YEARLY' },
    })
    expect(switched.body).toMatchObject({
      status: 'active',
      productName: 'FLOW_BUSINESS_YEARLY',
      numSeats: 9,
      seatsCurrentCycle: 9,
    })
    expect(
      (
        await call('/api/v1/payment/enterprise/switch-plan', {
          token: acme,
          body: { plan: 'NOPE' },
        })
      ).status,
    ).toBe(400)
  })
})

describe('demo pages', () => {
  it('are drawn in the theme chosen in the portal, else the OS theme (UX-9)', async () => {
    const css = async (cookie?: string) =>
      (await fetch(`${BASE}/demo/style.css`, cookie ? { headers: { cookie } } : {})).text()
    const system = await css()
    expect(system).toContain('@media (prefers-color-scheme:dark)')
    const dark = await css('other=1; flow-theme=dark')
    expect(dark).not.toContain('prefers-color-scheme')
    expect(dark).toContain('color-scheme:dark')
    expect(dark).not.toContain('color-scheme:light')
    const light = await css('flow-theme=light')
    expect(light).toContain('color-scheme:light')
    expect(light).not.toContain('color-scheme:dark')
    // On https the portal's cookie carries the __Host- prefix (UX-8).
    expect(await css('__Host-flow-theme=dark')).toContain('color-scheme:dark')
  })

  it('index lists pages and accounts; reset answers 204', async () => {
    const index = await getPage('/demo/')
    expect(index.html).toContain('/demo/mailbox')
    expect(index.html).toContain('bigadmin@bigcorp.test')
    expect((await getPage('/demo/style.css')).status).toBe(200)
    await call('/api/v1/enterprise', {
      method: 'PATCH',
      token: await tokenFor('admin@acme.test'),
      body: { name: 'Changed' },
    })
    expect((await call('/demo/reset', { method: 'POST' })).status).toBe(204)
    expect(
      (await call('/api/v1/enterprise', { token: await tokenFor('admin@acme.test') })).body.name,
    ).toBe('Acme Corp')
    const back = await panelPost('/demo/reset', { back: '1' })
    expect(back.status).toBe(303)
  })

  it('unknown API paths answer JSON 404', async () => {
    expect(await call('/api/v1/nope')).toEqual({
      status: 404,
      body: { detail: 'Not Found', code: 'not_found' },
    })
    expect((await call('/auth/v1/nope')).body.error_code).toBe('not_found')
  })
})
