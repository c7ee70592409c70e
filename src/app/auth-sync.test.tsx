import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../tests/render'
import { getAuthClient } from '@/shared/auth'
import { syncAuthState } from './auth-sync'

const ENDED = 'Your session has ended, please sign in again'

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
