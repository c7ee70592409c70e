import type { IncomingMessage } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setHomePortal } from './config'
import { toFetchRequest } from './node-adapter'
import { BASE, call, getPage, postForm, tokenFor } from './test-helpers'

/** The demo API on its own origin (`npm run demo:api`): its pages send people back to the portal. */

const PORTAL = 'https://portal.localhost:4401'

describe('demo API on its own origin', () => {
  afterEach(() => {
    setHomePortal('')
    vi.unstubAllEnvs()
  })

  /** Admin Acme's checkout session, started by a page of `origin`. */
  async function checkoutFrom(origin: string): Promise<string> {
    const token = await tokenFor('admin@acme.test')
    const response = await fetch(`${BASE}/api/v1/payment/create_enterprise_checkout_session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin },
      body: JSON.stringify({ plan: 'FLOW_TEAM_MONTHLY', seats: 3 }),
    })
    const { url } = (await response.json()) as { url: string }
    expect(new URL(url).origin).toBe(BASE)
    return new URL(url).searchParams.get('session') ?? ''
  }

  it('returns from checkout to the portal that opened it (its Origin, when allowed)', async () => {
    vi.stubEnv('DEMO_SOURCE_ORIGINS', PORTAL)
    const session = await checkoutFrom(PORTAL)
    const canceled = await postForm('/demo/checkout', { session, action: 'cancel' })
    expect(canceled.headers.get('location')).toBe(`${PORTAL}/payment`)
  })

  it('keeps its own origin for a caller that is not an allowed portal', async () => {
    vi.stubEnv('DEMO_SOURCE_ORIGINS', PORTAL)
    const session = await checkoutFrom('https://evil.test')
    const paid = await postForm('/demo/checkout', { session })
    expect(paid.headers.get('location')).toBe(`${BASE}/app`)
  })

  it('links its portal pages back to the home portal', async () => {
    setHomePortal(PORTAL)
    const token = await tokenFor('admin@globex.test')
    const portal = await call('/api/v1/payment/enterprise-portal', { token })
    const url = new URL(portal.body.url)
    const page = await getPage(url.pathname + url.search)
    expect(page.html).toContain(`href="${PORTAL}/app/settings/billing"`)
  })

  it("sends the index page's provider sign-ins to the home portal", async () => {
    vi.stubEnv('DEMO_SOURCE_ORIGINS', PORTAL)
    setHomePortal(PORTAL)
    const page = await getPage('/demo/')
    expect(page.html).toContain(`/google/sign_in?source=${encodeURIComponent(PORTAL)}`)
  })

  it('behind a TLS proxy, sees the address browsers use (DEMO_API_PUBLIC_URL)', async () => {
    const req = {
      headers: { host: '127.0.0.1:4403' },
      method: 'GET',
      url: '/demo/?x=1',
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage
    expect((await toFetchRequest(req, 'https://localhost:4402')).url).toBe(
      'https://localhost:4402/demo/?x=1',
    )
    expect((await toFetchRequest(req)).url).toBe('http://127.0.0.1:4403/demo/?x=1')
  })
})
