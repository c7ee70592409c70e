import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../tests/render'
import { sessionQueries } from '@/entities/session'
import { AUTH_STORAGE_KEY, getAuthClient, type Session } from '@/shared/auth'
import { beginSignInState, markSessionEnded } from '@/shared/lib'
import { captureUrlTokens } from './url-tokens'
import { syncAuthState } from './auth-sync'

const ENDED = 'Your session has ended, please sign in again'

afterEach(() => vi.useRealTimers())

describe('auth sync held before the first render (main.tsx) and by the App', () => {
  it('a sign-out is followed once while both hold it, and still after the App lets go', async () => {
    const { router, queryClient, unmount } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const release = syncAuthState(queryClient, router)
    await screen.findByRole('heading', { name: 'Team' })
    let navigations = 0
    const stop = router.subscribe('onBeforeNavigate', () => navigations++)
    // The App lets go (unmounted); the early holder keeps the one subscription alive.
    unmount()
    await (await getAuthClient()).signOut({ scope: 'local' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(navigations).toBe(1)
    stop()
    release()
  })

  it('while both hold it, a sign-out is followed once, with its notice', async () => {
    const { router, queryClient } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const release = syncAuthState(queryClient, router)
    await screen.findByRole('heading', { name: 'Team' })
    let navigations = 0
    const stop = router.subscribe('onBeforeNavigate', () => navigations++)
    await (await getAuthClient()).signOut({ scope: 'local' })
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    expect(navigations).toBe(1)
    stop()
    release()
  })
})

describe('a sign-in as someone else in another tab (SESSION-14)', () => {
  it.each([
    ['an organisation without a plan', 'billing@initech.test', '/payment', 'Select your plan'],
    ['the same page of another organisation', 'bigadmin@bigcorp.test', '/app', 'BigCorp'],
  ])(
    "drops the previous user's data and starts again at / as the new user: %s",
    async (_case, email, landing, shown) => {
      const { router, queryClient } = await renderApp('/app/settings/organization', {
        as: 'admin@acme.test',
      })
      expect(await screen.findByLabelText('Organization name')).toHaveValue('Acme Corp')
      // The auth client reports another tab's sign-in as this one's SIGNED_IN.
      await (await getAuthClient()).signInWithPassword({ email, password: 'demo1234' })
      await waitFor(() => expect(router.state.location.pathname).toMatch(landing), {
        timeout: 8000,
      })
      expect((await screen.findAllByText(shown, {}, { timeout: 8000 }))[0]).toBeInTheDocument()
      expect(screen.queryByText('Acme Corp')).not.toBeInTheDocument()
      expect(
        queryClient.getQueryData<{ name: string }>(['organisation', 'current'])?.name,
      ).not.toBe('Acme Corp')
    },
  )

  it('a refresh for the same user keeps the page and its data', async () => {
    const { router, queryClient } = await renderApp('/app/settings/organization', {
      as: 'admin@acme.test',
    })
    const input = await screen.findByLabelText('Organization name')
    let navigations = 0
    const stop = router.subscribe('onBeforeNavigate', () => navigations++)
    // The test owns the clock: what auth sync defers after the refresh runs when the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { data } = await (await getAuthClient()).refreshSession()
    // Auth sync has heard the refresh (the cached session is the new one); its deferred work runs.
    expect(queryClient.getQueryData<Session | null>(sessionQueries.all())?.access_token).toBe(
      data.session?.access_token,
    )
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(navigations).toBe(0)
    expect(router.state.location.pathname).toBe('/app/settings/organization')
    expect(input).toBeInTheDocument()
    stop()
  })
})

describe('a sign-in in another tab while this one waits on /login (GATE-3)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('goes on to where its session ended, with the unsent input there', async () => {
    const { user, router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await user.type(await screen.findByLabelText('Email'), 'halfway@acme.test')
    await (await getAuthClient()).signOut({ scope: 'local' })
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    // The auth client reports another tab's sign-in as this one's SIGNED_IN.
    await (
      await getAuthClient()
    ).signInWithPassword({
      email: 'admin@acme.test',
      password: 'demo1234',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/team'))
    expect(await screen.findByLabelText('Email')).toHaveValue('halfway@acme.test')
  })

  it("leaves a provider's sign-in on this page to the gate, which goes back to where the session ended", async () => {
    const { data } = await (
      await getAuthClient()
    ).signInWithPassword({ email: 'admin@acme.test', password: 'demo1234' })
    const { access_token, refresh_token, user } = data.session!
    // Signed out here; the session ended on the settings page, and a provider sends tokens back.
    localStorage.removeItem(AUTH_STORAGE_KEY)
    markSessionEnded(user.id, '/app/settings/organization')
    window.history.replaceState(
      null,
      '',
      `/login?access_token=${access_token}&refresh_token=${refresh_token}&state=${beginSignInState()}`,
    )
    captureUrlTokens()
    const { router } = await renderApp('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
    expect(await screen.findByLabelText('Organization name')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/app/settings/organization')
  })

  it('goes on when the other tab’s session arrives only in storage (a fresh /login, no auth client yet)', async () => {
    const { data } = await (
      await getAuthClient()
    ).signInWithPassword({ email: 'admin@acme.test', password: 'demo1234' })
    const stored = localStorage.getItem(AUTH_STORAGE_KEY)!
    // Signed out here only (the session stays valid: it is the other tab's).
    localStorage.removeItem(AUTH_STORAGE_KEY)
    markSessionEnded(data.session!.user.id, '/app/settings/organization')
    const { router } = await renderApp('/login')
    await screen.findByRole('button', { name: 'Sign in' })
    // What another tab's sign-in does here: it writes the session; this tab hears of it.
    localStorage.setItem(AUTH_STORAGE_KEY, stored)
    window.dispatchEvent(
      new StorageEvent('storage', { key: AUTH_STORAGE_KEY, oldValue: null, newValue: stored }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
  })

  it('goes home when nothing was left open', async () => {
    const { router } = await renderApp('/login')
    await screen.findByRole('button', { name: 'Sign in' })
    await (
      await getAuthClient()
    ).signInWithPassword({
      email: 'admin@acme.test',
      password: 'demo1234',
    })
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app/))
  })
})
