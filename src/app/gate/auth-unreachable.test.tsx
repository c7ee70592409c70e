import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { server } from '../../../tests/msw-server'
import { renderApp, signInAs } from '../../../tests/render'
import { AUTH_STORAGE_KEY, AUTH_TIMEOUT_MS } from '@/shared/auth'

const hang = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}

/** The stored session, expired, so the gate's lookup must ask the auth service. */
function expireStoredSession(): string {
  const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as {
    expires_at: number
    user: { id: string }
  }
  stored.expires_at = Math.floor(Date.now() / 1000) - 60
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored))
  return stored.user.id
}

afterEach(() => vi.useRealTimers())

// The SPEC: "An error in the auth check sends the user to /login."
describe('auth service unreachable during the gate (GATE-6, SESSION-9, SESSION-11)', () => {
  it.each([
    ['never answers', hang],
    ['answers 500', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
  ])(
    'when it %s: /login once the bounded wait ends, with a line saying why, drafts kept',
    async (_label, refresh) => {
      await signInAs('admin@acme.test')
      const userId = expireStoredSession()
      const draft = JSON.stringify({
        userId,
        savedAt: Date.now(),
        values: { email: 'x@acme.test' },
      })
      sessionStorage.setItem('flow-draft:team-invite', draft)
      server.use(http.post('*/auth/v1/token', refresh))
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const { router } = await renderApp('/app/team')
      await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS + 1000)
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(
        await screen.findByText(
          'The sign-in service could not be reached. Please try again in a moment.',
        ),
      ).toBeInTheDocument()
      expect(screen.queryByText('This page could not be loaded')).toBeNull()
      expect(screen.queryByText('Your session has ended, please sign in again')).toBeNull()
      // Nothing signed out: the session and the draft wait for the service to answer again.
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
      expect(sessionStorage.getItem('flow-draft:team-invite')).toBe(draft)
      // The same user signing in again goes back to the page the check failed on.
      expect(JSON.parse(sessionStorage.getItem('flow-return-to')!)).toMatchObject({
        userId,
        path: '/app/team',
      })
      // Let the auth client's own retries run out, so its lock is free for the next test.
      await vi.advanceTimersByTimeAsync(60_000)
    },
  )

  it('once the service answers again, signing in goes back to the page with the draft', async () => {
    await signInAs('admin@acme.test')
    const userId = expireStoredSession()
    const values = { email: 'draft.hire@acme.test', role: 'member' }
    sessionStorage.setItem(
      'flow-draft:team-invite',
      JSON.stringify({ userId, savedAt: Date.now(), values }),
    )
    server.use(
      http.post('*/auth/v1/token', ({ request }) =>
        request.url.includes('refresh_token')
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : undefined,
      ),
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { router, user } = await renderApp('/app/team')
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS + 1000)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    server.resetHandlers()
    await vi.advanceTimersByTimeAsync(60_000)
    vi.useRealTimers()
    await user.type(await screen.findByLabelText('Email'), 'admin@acme.test')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/team'), {
      timeout: 8000,
    })
    await screen.findByRole('heading', { name: 'Add your team' }, { timeout: 8000 })
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('draft.hire@acme.test'))
  })
})
