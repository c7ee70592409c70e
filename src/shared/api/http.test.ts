import { afterEach, describe, expect, it, vi } from 'vitest'
import { http as mswHttp, HttpResponse, delay } from 'msw'
import * as z from 'zod/mini'
import { defineEndpoint, endpoints, organisationSchema } from '@/shared/contract'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { stalledJson } from '../../../tests/requests'
import { getAccessToken } from '@/shared/auth'
import { api, resolveApiPath, ApiError, API_TIMEOUT_MS } from './index'

const ok = z.object({ ok: z.boolean() })
const probe = (path: string) =>
  defineEndpoint({ method: 'get', path, summary: 'test', auth: 'user', response: ok, errors: [] })
const get = (path: string) => api(probe(path))

describe('resolveApiPath (HTTP-2)', () => {
  it.each([
    ['', '/api/v1/enterprise'],
    ['/members', '/api/v1/enterprise/members'],
    ['members', '/api/v1/enterprise/members'],
    ['/api/v1/payment/enterprise-portal', '/api/v1/payment/enterprise-portal'],
    ['/user_status', '/user_status'],
    ['/email/signup', '/email/signup'],
    ['/sso/connect', '/api/v1/enterprise/sso/connect'],
  ])('%j → %s', (path, expected) => expect(resolveApiPath(path)).toBe(expected))
})

describe('http client', () => {
  afterEach(() => vi.useRealTimers())

  it('sends the access token as a bearer header when signed in, none when not', async () => {
    const seen: (string | null)[] = []
    server.use(
      mswHttp.get('*/api/v1/enterprise/probe', ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json({ ok: true })
      }),
    )
    await get('/probe')
    await signInAs('admin@acme.test')
    await get('/probe')
    expect(seen[0]).toBeNull()
    expect(seen[1]).toBe(`Bearer ${await getAccessToken()}`)
  })

  it.each([
    [{ message: 'from message', detail: 'd', error: 'E' }, 'from message', 'd', undefined],
    [{ detail: 'from detail', error: 'Not a code' }, 'from detail', 'from detail', undefined],
    [{ error: 'invitation_exists' }, 'invitation_exists', 'invitation_exists', 'invitation_exists'],
  ])('normalises error body %j', async (body, message, detail, code) => {
    server.use(
      mswHttp.get('*/api/v1/enterprise/probe', () => HttpResponse.json(body, { status: 409 })),
    )
    const error = await get('/probe').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message, status: 409, detail, kind: 'http', code })
  })

  it("reads the server's error code beside its words", async () => {
    server.use(
      mswHttp.get('*/api/v1/enterprise/probe', () =>
        HttpResponse.json(
          { detail: 'Cannot demote the last admin', code: 'last_admin' },
          { status: 400 },
        ),
      ),
    )
    await expect(get('/probe')).rejects.toMatchObject({
      message: 'Cannot demote the last admin',
      status: 400,
      kind: 'http',
      code: 'last_admin',
    })
  })

  it('fills path parameters (encoded), sends the query and the body', async () => {
    const seen: string[] = []
    server.use(
      mswHttp.patch('*/api/v1/enterprise/members/:userId', async ({ request, params }) => {
        seen.push(String(params.userId), JSON.stringify(await request.json()))
        return HttpResponse.json({ userId: 'a/b', email: 'x@y.z', avatarUrl: null, role: 'admin' })
      }),
      mswHttp.get('*/user_status', ({ request }) => {
        seen.push(new URL(request.url).search)
        return HttpResponse.json({ exists: false })
      }),
    )
    const member = await api(endpoints.changeRole, {
      params: { userId: 'a/b' },
      body: { role: 'admin' },
    })
    expect(member).toMatchObject({ userId: 'a/b', firstName: '', role: 'admin' })
    expect(await api(endpoints.userStatus, { query: { email: 'a+b@c.de' } })).toEqual({
      exists: false,
      verified: false,
      provider: null,
    })
    expect(seen).toEqual(['a/b', '{"role":"admin"}', '?email=a%2Bb%40c.de'])
  })

  it('turns a network failure into the unexpected error with status 500', async () => {
    server.use(mswHttp.get('*/api/v1/enterprise/probe', () => HttpResponse.error()))
    await expect(get('/probe')).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
      kind: 'network',
    })
  })

  it('treats malformed JSON and a wrong shape as the unexpected error', async () => {
    server.use(
      mswHttp.get('*/api/v1/enterprise/bad-json', () => new HttpResponse('{oops', { status: 200 })),
    )
    server.use(mswHttp.get('*/api/v1/enterprise/bad-shape', () => HttpResponse.json({ ok: 'yes' })))
    await expect(get('/bad-json')).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
      kind: 'parse',
    })
    await expect(get('/bad-shape')).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
      kind: 'parse',
      issues: [expect.objectContaining({ path: ['ok'], code: 'invalid_type' })],
    })
  })

  it('an error body without fields still gives the unexpected error and the status', async () => {
    server.use(
      mswHttp.get('*/api/v1/enterprise/probe', () => new HttpResponse('boom', { status: 502 })),
    )
    await expect(get('/probe')).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 502,
      kind: 'http',
    })
  })

  it('gives up after 20 seconds with the unexpected error and never retries', async () => {
    let calls = 0
    server.use(
      mswHttp.get('*/api/v1/enterprise/slow', async () => {
        calls++
        await delay('infinite')
        return HttpResponse.json({ ok: true })
      }),
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const pending = get('/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(await pending).toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
      kind: 'timeout',
    })
    expect(calls).toBe(1)
  })
})

describe('http client, a body that stalls after the headers', () => {
  afterEach(() => vi.useRealTimers())

  it('gives up after 20 seconds in all, as when no headers come', async () => {
    server.use(mswHttp.get('*/api/v1/enterprise/stalled', () => stalledJson('{"ok":')))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let settled = false
    const pending = get('/stalled')
      .catch((e: unknown) => e)
      .finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(await pending).toMatchObject({ status: 500, kind: 'timeout' })
  })

  it("ends at once, as a cancellation, when the caller's signal aborts while the body stalls", async () => {
    server.use(mswHttp.get('*/api/v1/enterprise/stalled', () => stalledJson('{"ok":')))
    // The client reads the body once the headers are in: that read is the moment to abort in.
    const bodyRead = vi.spyOn(Response.prototype, 'text')
    const controller = new AbortController()
    const pending = api(probe('/stalled'), { signal: controller.signal }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(bodyRead).toHaveBeenCalled())
    controller.abort()
    expect(await pending).toMatchObject({ kind: 'network' })
  })
})

describe('contract schemas', () => {
  it('read userRole case-insensitively and tighten it to admin or member', () => {
    const org = {
      id: 'o',
      name: 'Acme',
      domain: null,
      logo: null,
      settings: {},
      workosProvider: null,
      hipaaBaaSigned: false,
      subscription: null,
    }
    expect(z.parse(organisationSchema, { ...org, userRole: 'ADMIN' }).userRole).toBe('admin')
    expect(z.parse(organisationSchema, { ...org, userRole: null }).userRole).toBeNull()
    expect(z.safeParse(organisationSchema, { ...org, userRole: 'owner' }).success).toBe(false)
  })
})
