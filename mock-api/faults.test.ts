// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { globToRegExp, listFaults } from './faults'
import { BASE, call, getPage, panelPost, tokenFor } from './test-helpers'

/** QA fault rules: `POST/GET/DELETE /demo/faults` and the panel on /demo/. */

const addFault = (rule: Record<string, unknown>) => call('/demo/faults', { body: rule })

/** A promise, and whether it has settled yet. */
function settles<T>(promise: Promise<T>) {
  const watched = { promise, settled: false }
  promise.then(
    () => (watched.settled = true),
    () => (watched.settled = true),
  )
  return watched
}

/**
 * Turns the event loop (no clock involved) until the demo backend has taken every rule, i.e. the
 * request it held has reached its fault.
 */
async function untilTaken() {
  while (listFaults().length > 0) await new Promise((resolve) => setImmediate(resolve))
}

afterEach(() => vi.useRealTimers())

describe('fault rules', () => {
  it('globs match the path: * spans anything, ? one character', () => {
    const members = globToRegExp('/api/v1/enterprise/members*')
    expect(members.test('/api/v1/enterprise/members')).toBe(true)
    expect(members.test('/api/v1/enterprise/members/123')).toBe(true)
    expect(members.test('/api/v1/enterprise/invitations')).toBe(false)
    expect(globToRegExp('/auth/v1/token*').test('/auth/v1/token')).toBe(true)
    expect(globToRegExp('/a.b').test('/aXb')).toBe(false)
    expect(globToRegExp('/a?c').test('/abc')).toBe(true)
  })

  it('a status rule answers before the normal handler; GET lists; DELETE clears', async () => {
    const added = await addFault({ path: '/api/v1/enterprise/members*', status: 500 })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ id: expect.any(String) })
    const token = await tokenFor('admin@acme.test')
    const failed = await call('/api/v1/enterprise/members', { token })
    expect(failed).toEqual({
      status: 500,
      body: { detail: 'Injected fault (500)', code: 'injected_fault' },
    })
    expect((await call('/api/v1/enterprise/invitations', { token })).status).toBe(200)
    const list = await call('/demo/faults')
    expect(list.body.faults).toEqual([
      expect.objectContaining({
        id: added.body.id,
        path: '/api/v1/enterprise/members*',
        status: 500,
        remaining: null,
        hits: 1,
      }),
    ])
    expect((await call('/demo/faults', { method: 'DELETE' })).status).toBe(204)
    expect((await call('/demo/faults')).body.faults).toEqual([])
    expect((await call('/api/v1/enterprise/members', { token })).status).toBe(200)
  })

  it('method, times and a custom body', async () => {
    await addFault({
      path: '/api/v1/enterprise',
      method: 'patch',
      status: 409,
      times: 1,
      body: { detail: 'Busy', code: 'busy' },
    })
    const token = await tokenFor('admin@acme.test')
    expect((await call('/api/v1/enterprise', { token })).status).toBe(200)
    const patch = () =>
      call('/api/v1/enterprise', { method: 'PATCH', token, body: { name: 'Acme' } })
    expect(await patch()).toEqual({ status: 409, body: { detail: 'Busy', code: 'busy' } })
    expect((await patch()).status).toBe(200)
    expect((await call('/demo/faults')).body.faults).toEqual([])
  })

  it('applies to the auth service, with its error form; a 429 carries Retry-After', async () => {
    await addFault({ path: '/auth/v1/token*', status: 429, times: 1 })
    const res = await fetch(`${BASE}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'demo1234' }),
    })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('30')
    expect(await res.json()).toMatchObject({ error_code: 'rate_limited', retry_after: 30 })
  })

  it('drop fails like the network; hang never answers; delay slows the normal answer', async () => {
    await addFault({ path: '/api/v1/user/user-id', drop: true, times: 1 })
    await expect(fetch(`${BASE}/api/v1/user/user-id`)).rejects.toThrow()

    // The waits below pass on the test's clock: a rule taken has scheduled its wait on it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await addFault({ path: '/api/v1/user/user-id', hang: true, times: 1 })
    const caller = new AbortController()
    const hung = settles(fetch(`${BASE}/api/v1/user/user-id`, { signal: caller.signal }))
    await untilTaken()
    await vi.advanceTimersByTimeAsync(24 * 3_600_000)
    expect(hung.settled).toBe(false)
    caller.abort()
    await expect(hung.promise).rejects.toThrow()

    await addFault({ path: '/user_status', delayMs: 200, times: 1 })
    const slowed = settles(call('/user_status?email=admin%40acme.test'))
    await untilTaken()
    await vi.advanceTimersByTimeAsync(199)
    expect(slowed.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await slowed.promise).status).toBe(200)
  })

  it('refuses a rule without an answer or with a bad path', async () => {
    expect((await addFault({ path: '/api/*' })).body.code).toBe('invalid_request')
    expect((await addFault({ path: 'api', status: 500 })).status).toBe(400)
    expect((await addFault({ path: '/api/*', status: 42 })).status).toBe(400)
  })

  it('never blocks its own controls or the reset; POST /demo/reset clears the rules', async () => {
    await addFault({ path: '/*', status: 503 })
    expect((await call('/api/v1/enterprise')).status).toBe(503)
    expect((await getPage('/demo/')).status).toBe(200)
    expect((await call('/demo/faults')).status).toBe(200)
    expect((await call('/demo/reset', { method: 'POST' })).status).toBe(204)
    expect((await call('/demo/faults')).body.faults).toEqual([])
    expect((await call('/api/v1/enterprise')).status).toBe(401)
  })

  it('the /demo/ panel adds, lists, removes and clears rules with plain forms', async () => {
    const added = await panelPost('/demo/faults', {
      path: '/api/v1/enterprise/members*',
      method: 'GET',
      answer: 'status',
      status: '500',
      delayMs: '',
      times: '2',
      body: '',
    })
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe('/demo/#faults')
    await panelPost('/demo/faults', { path: '/auth/v1/token*', answer: 'hang' })
    const page = await getPage('/demo/')
    expect(page.html).toMatch(/Path \(glob\)/)
    expect(page.html).toContain('<code>/api/v1/enterprise/members*</code>')
    expect(page.html).toContain('status 500')
    expect(page.html).toContain('hang (never answers)')
    const rules = (await call('/demo/faults')).body.faults
    expect(rules).toHaveLength(2)
    expect(rules[0]).toMatchObject({ method: 'GET', status: 500, times: 2, remaining: 2 })
    expect(rules[1]).toMatchObject({ hang: true, status: null })
    expect((await panelPost(`/demo/faults/${rules[0].id}/remove`, {})).status).toBe(303)
    expect((await call('/demo/faults')).body.faults).toHaveLength(1)
    expect((await panelPost('/demo/faults/clear', {})).status).toBe(303)
    expect((await getPage('/demo/')).html).toContain('No fault rules.')
    const bad = await panelPost('/demo/faults', { path: '', answer: 'status', status: '500' })
    expect(bad.status).toBe(400)
  })
})
