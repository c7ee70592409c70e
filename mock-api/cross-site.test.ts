// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { db, findUserByEmail } from './db'
import { addFault, listFaults } from './faults'
import { BASE, call, panelPost } from './test-helpers'

/** SEC-9: demo controls and state-changing demo pages refuse cross-site requests. */

afterEach(() => {
  delete process.env.DEMO_SOURCE_ORIGINS
})

const acmeName = () => db.orgs.get(findUserByEmail('admin@acme.test')?.orgId ?? '')?.name

function rename() {
  const org = db.orgs.get(findUserByEmail('admin@acme.test')?.orgId ?? '')
  if (org) org.name = 'Changed'
}

const post = (path: string, headers: Record<string, string>, body?: string) =>
  fetch(`${BASE}${path}`, { method: 'POST', headers, body, redirect: 'manual' })

const formPost = (path: string, headers: Record<string, string>, body = 'back=1') =>
  post(path, { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body)

const ATTACKER = { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' }

describe('cross-site requests are refused (SEC-9)', () => {
  it('a cross-site form post to /demo/reset is refused and resets nothing', async () => {
    rename()
    const res = await formPost('/demo/reset', ATTACKER)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('The request came from https://attacker.example')
    expect(acmeName()).toBe('Changed')
  })

  it('so is a post judged by Origin alone, or by Sec-Fetch-Site alone', async () => {
    rename()
    expect((await post('/demo/reset', { origin: 'http://localhost:4000' })).status).toBe(403)
    expect((await post('/demo/reset', { origin: 'null' })).status).toBe(403)
    expect((await post('/demo/reset', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post('/demo/reset', { 'sec-fetch-site': 'same-site' })).status).toBe(403)
    expect(acmeName()).toBe('Changed')
  })

  it('every state-changing demo page and control refuses it', async () => {
    addFault({ path: '/nothing', status: 500 })
    const paths = [
      '/demo/faults',
      '/demo/faults/clear',
      `/demo/faults/${listFaults()[0]?.id}/remove`,
      '/demo/checkout',
      '/demo/billing-portal',
      '/demo/sso-portal',
      '/demo/reset-password',
      '/google/sign_in',
      '/microsoft/sign_in',
      '/apple/sign_in',
      '/sso/sign_in',
    ]
    for (const path of paths) {
      const res = await formPost(path, ATTACKER, 'email=google.user%40acme.test&source=x')
      expect(res.status, path).toBe(403)
      expect(res.headers.get('location'), path).toBeNull()
    }
    const json = { 'content-type': 'application/json', ...ATTACKER }
    const del = await fetch(`${BASE}/demo/faults`, { method: 'DELETE', headers: ATTACKER })
    expect(del.status).toBe(403)
    const add = await post('/demo/faults', json, JSON.stringify({ path: '/x', status: 500 }))
    expect(add.status).toBe(403)
    expect(await add.json()).toMatchObject({ code: 'cross_site_request' })
    expect(listFaults()).toHaveLength(1)
  })

  it('takes same-origin requests, listed portal origins and callers that are not browsers', async () => {
    const json = { 'content-type': 'application/json' }
    const rule = JSON.stringify({ path: '/x', status: 500 })
    expect((await post('/demo/faults', { ...json, origin: BASE }, rule)).status).toBe(201)
    expect(
      (await post('/demo/faults', { ...json, 'sec-fetch-site': 'same-origin' }, rule)).status,
    ).toBe(201)
    process.env.DEMO_SOURCE_ORIGINS = 'http://localhost:5173'
    const listed = { ...json, origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }
    expect((await post('/demo/faults', listed, rule)).status).toBe(201)
    // Test suites (Playwright's request fixture, msw tests) send neither header.
    expect((await call('/demo/faults', { body: { path: '/x', status: 500 } })).status).toBe(201)
    expect((await call('/demo/reset', { method: 'POST' })).status).toBe(204)
    // Reading is never refused.
    const get = await fetch(`${BASE}/demo/faults`, { headers: ATTACKER })
    expect(get.status).toBe(200)
  })
})

describe("the /demo/ panel's forms carry a token (SEC-9)", () => {
  it('a form post without the token, or with another browser’s, is refused even from the same origin', async () => {
    rename()
    const same = { origin: BASE, 'sec-fetch-site': 'same-origin' }
    expect((await formPost('/demo/reset', same)).status).toBe(403)
    const forged = await formPost('/demo/reset', { ...same, cookie: 'demo-form=x' }, 'form_token=x')
    expect(forged.status).toBe(403)
    expect(acmeName()).toBe('Changed')
    const ok = await panelPost('/demo/reset', { back: '1' })
    expect(ok.status).toBe(303)
    expect(acmeName()).toBe('Acme Corp')
  })

  it('the cookie is HttpOnly and SameSite=Strict; on https it is Secure with the __Host- prefix', async () => {
    const local = (await fetch(`${BASE}/demo/`)).headers.get('set-cookie') ?? ''
    expect(local).toMatch(/^demo-form=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/)
    const secure = (await fetch('https://demo.example/demo/')).headers.get('set-cookie') ?? ''
    expect(secure).toMatch(
      /^__Host-demo-form=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    )
    // A browser that has the cookie keeps it.
    const again = await fetch(`${BASE}/demo/`, { headers: { cookie: local.split(';')[0] ?? '' } })
    expect(again.headers.get('set-cookie')).toBeNull()
  })
})
