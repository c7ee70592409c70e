import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../tests/msw-server'
import { renderApp, DEMO_PASSWORD } from '../../../tests/render'
import { getAuthClient } from '@/shared/auth'
import { AWAITING_SUBSCRIPTION_KEY, beginSignInState } from '@/shared/lib'
import { captureUrlTokens } from '../url-tokens'
import { SUBSCRIPTION_WAIT_MS } from './run-gate'

describe('token redirect (SESSION-5)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('sets the session from the query string, removes the tokens at once, then goes to /', async () => {
    const { data } = await (
      await getAuthClient()
    ).signInWithPassword({
      email: 'admin@acme.test',
      password: DEMO_PASSWORD,
    })
    const { access_token, refresh_token } = data.session!
    localStorage.clear()
    const before = window.history.length
    window.history.replaceState(
      null,
      '',
      // A provider sign-in this tab started brings its state back (SESSION-15).
      `/login?access_token=${access_token}&refresh_token=${refresh_token}&state=${beginSignInState()}`,
    )
    captureUrlTokens()
    expect(window.location.href).not.toContain('token')
    expect(window.location.href).not.toContain('state')
    expect(window.history.length).toBe(before)
    const { router } = await renderApp('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
  })

  it('a bad token pair ends on /login, saying the link was not used (SESSION-15)', async () => {
    window.history.replaceState(null, '', '/login?access_token=bad.token.here&refresh_token=nope')
    captureUrlTokens()
    const { router } = await renderApp('/login')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(
      await screen.findByText(
        'This sign-in link could not be verified, so it was not used',
        {},
        { timeout: 5000 }, // the toast's view is fetched with the first toast
      ),
    ).toBeInTheDocument()
  })
})

describe('a signed-out visit (GATE-2)', () => {
  it('is answered without running a query: /login shows with an empty cache', async () => {
    const { queryClient } = await renderApp('/login')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})

describe('waiting for the subscription after checkout (GATE-8)', () => {
  afterEach(() => vi.useRealTimers())

  it('fetches the organisation once more after 5 s, then lets the user into /app', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/enterprise', () => {
        calls++
        if (calls < 2) return undefined // first answer: the seed's canceled subscription
        return HttpResponse.json({
          id: 'initech',
          name: 'Initech',
          domain: 'initech.test',
          logo: null,
          settings: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false },
          workosProvider: null,
          hipaaBaaSigned: false,
          userRole: 'admin',
          subscription: {
            status: 'active',
            productName: 'FLOW_TEAM_MONTHLY',
            numSeats: 3,
            seatsCurrentCycle: 3,
            planEndsAt: 2e9,
          },
        })
      }),
    )
    localStorage.setItem(AWAITING_SUBSCRIPTION_KEY, 'true')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { router } = await renderApp('/', { as: 'billing@initech.test' })
    localStorage.setItem(AWAITING_SUBSCRIPTION_KEY, 'true')
    await vi.advanceTimersByTimeAsync(SUBSCRIPTION_WAIT_MS - 500)
    expect(router.state.location.pathname).not.toBe('/payment')
    expect(screen.getByText('Confirming your subscription…')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(1000)
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
    expect(localStorage.getItem(AWAITING_SUBSCRIPTION_KEY)).toBeNull()
  })

  it('back on /payment after a cancelled checkout, it neither waits nor keeps the flag', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/enterprise', () => {
        calls++
        return undefined
      }),
    )
    localStorage.setItem(AWAITING_SUBSCRIPTION_KEY, 'true')
    await renderApp('/payment', { as: 'billing@initech.test' })
    localStorage.setItem(AWAITING_SUBSCRIPTION_KEY, 'true')
    expect(
      await screen.findByRole('heading', { name: 'Select your plan' }, { timeout: 2000 }),
    ).toBeInTheDocument()
    expect(localStorage.getItem(AWAITING_SUBSCRIPTION_KEY)).toBeNull()
    expect(calls).toBe(1)
  })
})
