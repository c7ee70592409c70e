import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { server } from '../msw-server'
import { stalledJson } from '../requests'
import { renderApp, signInAs } from '../render'
import { api, ApiError, rateLimitMessage } from '@/shared/api'
import { AUTH_STORAGE_KEY, AUTH_TIMEOUT_MS, getAccessToken } from '@/shared/auth'
import { endpoints } from '@/shared/contract'
import { parseRetryAfter, rateLimitedText } from '@/shared/lib'

const hang = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}

/** Marks the stored session as expired, so the next lookup refreshes it first. */
function expireStoredSession() {
  const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as { expires_at: number }
  stored.expires_at = Math.floor(Date.now() / 1000) - 60
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored))
}

afterEach(() => vi.useRealTimers())

/**
 * Lets the auth client's own retries of a hung refresh run out (30 s) on the fake clock: its lock
 * would otherwise stay held into the next test.
 */
const drainAuthRetries = () => vi.advanceTimersByTimeAsync(60_000)

describe('rate limits (HTTP-9)', () => {
  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('30')).toBe(30)
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1_000)).toBe(60)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(rateLimitedText(1)).toBe('Too many attempts, try again in 1 second')
  })

  it('turns an API 429 into rate_limited with its Retry-After', async () => {
    server.use(
      http.get('*/api/v1/enterprise/members', () =>
        HttpResponse.json(
          { code: 'rate_limited', detail: 'slow down' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    await signInAs('admin@acme.test')
    const error = await api(endpoints.listMembers).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfter: 30,
      message: 'Too many attempts, try again in 30 seconds',
    })
    expect(rateLimitMessage(error)).toBe('Too many attempts, try again in 30 seconds')
    expect(rateLimitMessage(new ApiError('x', 400))).toBeUndefined()
  })

  it('the login form says when to try again after the auth service answers 429', async () => {
    server.use(
      http.post('*/auth/v1/token', () =>
        HttpResponse.json(
          { code: 429, error_code: 'over_request_rate_limit', msg: 'Rate limit exceeded' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    )
    const { user } = await renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'admin@acme.test')
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      await screen.findByText('Too many attempts, try again in 42 seconds'),
    ).toBeInTheDocument()
  })

  it('an invitation refused with 429 says when to try again', async () => {
    server.use(
      http.post('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json(
          { code: 'rate_limited' },
          { status: 429, headers: { 'Retry-After': '12' } },
        ),
      ),
    )
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await user.type(await screen.findByLabelText('Email'), 'late@acme.test')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(
      await screen.findByText('Too many attempts, try again in 12 seconds'),
    ).toBeInTheDocument()
  })
})

describe('nothing waits forever (SESSION-9)', () => {
  it('a sign-in the auth service never answers ends in the failure message', async () => {
    server.use(http.post('*/auth/v1/token', hang))
    const { user } = await renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'admin@acme.test')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS - 1000)
    expect(screen.queryByText('Login failed. Please try again.')).not.toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(2000)
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument()
  })

  it('a sign-in whose answer stalls after its headers ends in the failure message', async () => {
    server.use(http.post('*/auth/v1/token', () => stalledJson('{"access_token":')))
    const { user } = await renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'admin@acme.test')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS + 1000)
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument()
  })

  it('bounds the token lookup before an API call when the refresh hangs', async () => {
    await signInAs('admin@acme.test')
    expireStoredSession()
    server.use(http.post('*/auth/v1/token', hang))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const lookup = getAccessToken().catch((e: unknown) => e)
    const call = api(endpoints.listMembers).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS + 100)
    expect(await lookup).toMatchObject({ name: 'AuthTimeoutError' })
    expect(await call).toMatchObject({
      message: 'An unexpected error occurred',
      status: 500,
      kind: 'timeout',
    })
    await drainAuthRetries()
  })
})

describe('an auth service that fails while the session is refreshed (SESSION-9, GATE-6)', () => {
  it.each([
    ['never answers', hang],
    ['answers 500', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
  ])(
    'a refresh that %s goes to /login after 15 s, and keeps the session (GATE-6)',
    async (_label, refresh) => {
      await signInAs('admin@acme.test')
      expireStoredSession()
      server.use(http.post('*/auth/v1/token', refresh))
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const { router } = await renderApp('/app/team')
      await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS - 1000)
      expect(router.state.location.pathname).not.toBe('/login')
      await vi.advanceTimersByTimeAsync(2000)
      expect(
        await screen.findByText(
          'The sign-in service could not be reached. Please try again in a moment.',
        ),
      ).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
      await drainAuthRetries()
    },
  )

  it('a refused refresh drops the stored session even when the sign-out call fails', async () => {
    await signInAs('admin@acme.test')
    expireStoredSession()
    server.use(
      http.post('*/auth/v1/token', () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Refresh Token Not Found' },
          { status: 400 },
        ),
      ),
      http.post('*/auth/v1/logout', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    )
    await renderApp('/app/team')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })
})
