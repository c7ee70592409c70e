import { afterEach, describe, expect, it, vi } from 'vitest'
import { http as mswHttp, HttpResponse, delay } from 'msw'
import * as z from 'zod/mini'
import { server } from '../../../tests/msw-server'
import { signInAs } from '../../../tests/render'
import { getAccessToken } from '@/shared/auth'
import { http, resolveApiPath, ApiError, API_TIMEOUT_MS } from './index'

const ok = z.object({ ok: z.boolean() })

describe('resolveApiPath (SPEC §7 path rule)', () => {
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
    await http.get('/probe', ok)
    await signInAs('admin@acme.test')
    await http.get('/probe', ok)
    expect(seen[0]).toBeNull()
    expect(seen[1]).toBe(`Bearer ${await getAccessToken()}`)
  })

  it.each([
    [{ message: 'from message', detail: 'd', error: 'e' }, 'from message', 'd'],
    [{ detail: 'from detail', error: 'e' }, 'from detail', 'from detail'],
    [{ error: 'invitation_exists' }, 'invitation_exists', 'invitation_exists'],
  ])('normalises error body %j', async (body, message, detail) => {
    server.use(
      mswHttp.get('*/api/v1/enterprise/probe', () => HttpResponse.json(body, { status: 409 })),
    )
    const error = await http.get('/probe', ok).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message, status: 409, detail })
  })

  it('turns a network failure into the unexpected error with status 500', async () => {
    server.use(mswHttp.get('*/api/v1/enterprise/probe', () => HttpResponse.error()))
    await expect(http.get('/probe', ok)).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
    })
  })

  it('treats malformed JSON and a wrong shape as the unexpected error', async () => {
    server.use(
      mswHttp.get('*/api/v1/enterprise/bad-json', () => new HttpResponse('{oops', { status: 200 })),
    )
    server.use(mswHttp.get('*/api/v1/enterprise/bad-shape', () => HttpResponse.json({ ok: 'yes' })))
    await expect(http.get('/bad-json', ok)).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
    })
    await expect(http.get('/bad-shape', ok)).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
    })
  })

  it('an error body without fields still gives the unexpected error and the status', async () => {
    server.use(
      mswHttp.get('*/api/v1/enterprise/probe', () => new HttpResponse('boom', { status: 502 })),
    )
    await expect(http.get('/probe', ok)).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      status: 502,
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
    const pending = http.get('/slow', ok).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(await pending).toMatchObject({ message: 'An unexpected error occurred', status: 500 })
    expect(calls).toBe(1)
  })
})
