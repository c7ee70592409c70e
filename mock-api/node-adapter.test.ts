// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bypass, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setDefaultLatency } from './config'
import { handlers } from './index'
import { RATE_LIMITS } from './limits'
import { createDemoMiddleware, isDemoBackendPath } from './node-adapter'
import { demoBackend } from './vite-plugin'

/** Real HTTP on 127.0.0.1 (port 0). `bypass()` keeps the test's msw/node from answering the fetch itself. */
const realFetch = (url: string, init?: RequestInit) =>
  fetch(bypass(url, { redirect: 'manual', ...init }))

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()?.()
  setDefaultLatency(0) // demoBackend() sets the dev-server default
})

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function startAdapter(list = handlers) {
  const middleware = createDemoMiddleware(list)
  const server = createServer((req, res) =>
    middleware(req, res, (err) => {
      res.statusCode = err ? 500 : 404
      res.end(err ? 'error' : 'next')
    }),
  )
  return listen(server)
}

describe('node adapter', () => {
  it('knows which paths belong to the demo backend', () => {
    for (const path of [
      '/api/v1/enterprise',
      '/user_status',
      '/email/signup',
      '/auth/v1/token',
      '/google/sign_in',
      '/sso/sign_in',
      '/demo',
      '/demo/mailbox',
    ])
      expect(isDemoBackendPath(path)).toBe(true)
    for (const path of ['/', '/login', '/app/team', '/demonstration', '/src/main.tsx', '/emails'])
      expect(isDemoBackendPath(path)).toBe(false)
  })

  it('serves JSON calls with bodies and auth over real HTTP', async () => {
    const base = await startAdapter()
    const token = await realFetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'demo1234' }),
    })
    expect(token.status).toBe(200)
    const session = (await token.json()) as { access_token: string }
    const org = await realFetch(`${base}/api/v1/enterprise`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    })
    expect(org.status).toBe(200)
    expect(org.headers.get('content-type')).toContain('application/json')
    expect(((await org.json()) as { name: string }).name).toBe('Acme Corp')
    const unauth = await realFetch(`${base}/api/v1/enterprise`)
    expect(unauth.status).toBe(401)
  })

  it('builds absolute URLs from the Host header and answers form posts with redirects', async () => {
    const base = await startAdapter()
    const checkout = await realFetch(`${base}/google/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ source: base, email: 'google.user@acme.test' }).toString(),
    })
    expect(checkout.status).toBe(302)
    const location = new URL(checkout.headers.get('location') ?? '')
    expect(location.origin + location.pathname).toBe(`${base}/login`)
    const payload = JSON.parse(
      Buffer.from(
        (location.searchParams.get('access_token') ?? '').split('.')[1] ?? '',
        'base64url',
      ).toString(),
    )
    expect(payload.iss).toBe(`${base}/auth/v1`)
  })

  it('calls next() for other paths and for unmatched demo paths; keeps multiple Set-Cookie headers', async () => {
    const cookies = http.get('*/demo/cookies', () => {
      const headers = new Headers()
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return new HttpResponse('ok', { headers })
    })
    const base = await startAdapter([cookies, ...handlers])
    expect(await (await realFetch(`${base}/login`)).text()).toBe('next')
    expect(await (await realFetch(`${base}/demo/does-not-exist`)).text()).toBe('next')
    const res = await realFetch(`${base}/demo/cookies`)
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
  })
})

describe('node adapter: faults, body cap and client address', () => {
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

  it('applies fault rules over real HTTP: a status, then a dropped connection', async () => {
    const base = await startAdapter()
    const added = await realFetch(`${base}/demo/faults`, json({ path: '/api/v1/*', status: 500 }))
    expect(added.status).toBe(201)
    const failed = await realFetch(`${base}/api/v1/enterprise`)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('x-content-type-options')).toBe('nosniff')
    await realFetch(`${base}/demo/faults`, { method: 'DELETE' })
    await realFetch(`${base}/demo/faults`, json({ path: '/user_status', drop: true }))
    await expect(realFetch(`${base}/user_status?email=a%40b.test`)).rejects.toThrow()
    await realFetch(`${base}/demo/faults`, { method: 'DELETE' })
    expect((await realFetch(`${base}/user_status?email=a%40b.test`)).status).toBe(200)
  })

  it('answers 413 to a body over 64 KiB without reading it all', async () => {
    const base = await startAdapter()
    const res = await realFetch(`${base}/email/signup`, json({ email: 'x'.repeat(70 * 1024) }))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' })
  })

  it('counts failed sign-ins by the socket address, whatever header the client sends', async () => {
    const base = await startAdapter()
    for (let i = 0; i < RATE_LIMITS.failedSignInPerAddress.limit; i++) {
      const res = await realFetch(`${base}/auth/v1/token?grant_type=password`, {
        ...json({ email: `nobody${i}@acme.test`, password: 'wrong' }),
        headers: {
          'content-type': 'application/json',
          'x-demo-client-address': `10.0.${i >> 8}.${i & 255}`,
        },
      })
      expect(res.status).toBe(400)
    }
    const limited = await realFetch(
      `${base}/auth/v1/token?grant_type=password`,
      json({ email: 'admin@acme.test', password: 'demo1234' }),
    )
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('vite plugin', () => {
  it('answers on a real Vite dev server and preview server', async () => {
    const { createServer: createViteServer, preview } = await import('vite')
    const dev = await createViteServer({
      configFile: false,
      logLevel: 'silent',
      root: mkdtempSync(join(tmpdir(), 'demo-dev-')),
      plugins: [demoBackend()],
      server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false, watch: null },
    })
    await dev.listen()
    closers.push(() => dev.close())
    const devBase = dev.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    const status = await realFetch(`${devBase}/user_status?email=admin%40acme.test`)
    expect(await status.json()).toEqual({ exists: true, verified: true, provider: 'email' })

    const outDir = mkdtempSync(join(tmpdir(), 'demo-dist-'))
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>app</title>')
    const prev = await preview({
      configFile: false,
      logLevel: 'silent',
      root: outDir,
      build: { outDir },
      plugins: [demoBackend()],
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    })
    closers.push(() => prev.close())
    const prevBase = prev.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    const page = await realFetch(`${prevBase}/demo/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Demo backend — not a real provider/payment page')
    expect((await realFetch(`${prevBase}/`)).status).toBe(200)
  })
})
