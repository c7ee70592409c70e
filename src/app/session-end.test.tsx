import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../tests/msw-server'
import { renderApp, signInAs } from '../../tests/render'
import { AUTH_STORAGE_KEY, getAuthClient } from '@/shared/auth'
import { ENDED, signInOnPage, count, revokedWhileRenaming } from '../../tests/session-end'

afterEach(() => vi.useRealTimers())

describe('session end (SESSION-10, SESSION-11)', () => {
  it('a 401 mid-form signs out once, explains it on /login, and the same user gets the draft back on the same page', async () => {
    const { user, router, logouts } = await revokedWhileRenaming()
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    // The keyboard goes on from the sign-in page's main region, named by its title (UX-14).
    await waitFor(() => expect(screen.getByRole('main', { name: 'Sign in' })).toHaveFocus())
    expect(logouts.calls).toBe(1)
    await signInOnPage(user, 'admin@acme.test')
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Acme Renamed')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument()
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument()
  })

  it.each([
    ['an invite', 'admin@acme.test', '/app/team', 'Email', 'halfway@acme.test'],
    [
      'an organisation name',
      'admin@acme.test',
      '/app/settings/organization',
      'Organization name',
      'Acme Half',
    ],
    ['a notification', 'staff@flow.test', '/app/notifications', 'Title', 'Half a title'],
  ])(
    'keeps %s typed but never sent when the session ends, and gives it back',
    async (_what, email, path, label, typed) => {
      const { user, router } = await renderApp(path, { as: email })
      const field = await screen.findByLabelText(label)
      await user.clear(field)
      await user.type(field, typed)
      // A session ended elsewhere (another tab, a refused refresh).
      await (await getAuthClient()).signOut({ scope: 'local' })
      expect(await screen.findByText(ENDED)).toBeInTheDocument()
      await signInOnPage(user, email)
      await waitFor(() => expect(router.state.location.pathname).toBe(path))
      expect(await screen.findByLabelText(label)).toHaveValue(typed)
    },
  )

  it('keeps what a founder typed in the create flow when the session ends, step by step', async () => {
    const { user, router } = await renderApp('/get-started', { as: 'founder@umbrella.test' })
    const name = await screen.findByLabelText('Organization name')
    await user.clear(name)
    await user.type(name, 'Umbrella Labs')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    await user.type(await screen.findByLabelText('Teammate email 1'), 'rita@umbrella.test')
    // A session ended elsewhere (another tab, a refused refresh).
    await (await getAuthClient()).signOut({ scope: 'local' })
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    await signInOnPage(user, 'founder@umbrella.test')
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'))
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Umbrella Labs')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByLabelText('Teammate email 1')).toHaveValue('rita@umbrella.test')
  })

  it.each([
    ['while it is typed', false],
    ['once it is checked', true],
  ])('keeps an Invite many list %s, and opens it again', async (_when, checked) => {
    const { user, router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Invite many' }))
    await user.type(await screen.findByLabelText('Email addresses'), 'a@acme.test, b@acme.test')
    if (checked) await user.click(screen.getByRole('button', { name: 'Check addresses' }))
    // A session ended elsewhere (another tab, a refused refresh).
    await (await getAuthClient()).signOut({ scope: 'local' })
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    await signInOnPage(user, 'admin@acme.test')
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/team'))
    const dialog = await screen.findByRole('dialog', { name: 'Invite many people' })
    expect(within(dialog).getByLabelText('Email addresses')).toHaveValue('a@acme.test, b@acme.test')
  })

  it('keeps nothing of an Invite many list whose dialog was closed', async () => {
    const { user, router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Invite many' }))
    await user.type(await screen.findByLabelText('Email addresses'), 'a@acme.test')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await (await getAuthClient()).signOut({ scope: 'local' })
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    await signInOnPage(user, 'admin@acme.test')
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/team'))
    expect(await screen.findByRole('button', { name: 'Invite many' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('another user signing in sees no draft', async () => {
    const { user, router } = await revokedWhileRenaming()
    await signInOnPage(user, 'ops@acme.test')
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app/))
    await router.navigate({ to: '/app/settings/organization' })
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Acme Corp')
  })

  it('many calls refused together sign out once', async () => {
    const logouts = count('post', '*/auth/v1/logout')
    const { router } = await renderApp('/app/settings/organization', { as: 'admin@acme.test' })
    await screen.findByLabelText('Organization name')
    const refuse = () => HttpResponse.json({ code: 'not_authenticated' }, { status: 401 })
    server.use(
      http.get('*/api/v1/enterprise/members', refuse),
      http.get('*/api/v1/enterprise/invitations', refuse),
    )
    await router.navigate({ to: '/app/team' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    expect(logouts.calls).toBe(1)
  })

  it('a refresh the auth service refuses signs out once and says why', async () => {
    const { user } = await renderApp('/app/settings/organization', { as: 'admin@acme.test' })
    await screen.findByLabelText('Organization name')
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as { expires_at: number }
    stored.expires_at = Math.floor(Date.now() / 1000) - 60
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored))
    let refreshes = 0
    server.use(
      http.post('*/auth/v1/token', ({ request }) => {
        if (!request.url.includes('refresh_token')) return undefined
        refreshes++
        return HttpResponse.json(
          { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' },
          { status: 400 },
        )
      }),
    )
    await user.click(screen.getByRole('link', { name: 'Team' }))
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    expect(refreshes).toBe(1)
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
  })

  it('a refresh refused on the first load of a page also says why', async () => {
    await signInAs('admin@acme.test')
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!) as { expires_at: number }
    stored.expires_at = Math.floor(Date.now() / 1000) - 60
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored))
    server.use(
      http.post('*/auth/v1/token', ({ request }) =>
        request.url.includes('refresh_token')
          ? HttpResponse.json(
              { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' },
              { status: 400 },
            )
          : undefined,
      ),
    )
    const { router } = await renderApp('/app/team')
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('a sign-out the user asked for says nothing about an ended session', async () => {
    const { user } = await renderApp('/app/settings/organization', { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument()
  })
})
