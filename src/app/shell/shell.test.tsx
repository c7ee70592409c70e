import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../tests/msw-server'
import { renderApp } from '../../../tests/render'
import { AUTH_STORAGE_KEY, getAuthClient } from '@/shared/auth'

// SHELL-1's entries and Help; a page added since brings its own rule and its own test.
const SPEC_ENTRIES = ['Team', 'Settings', 'Privacy', 'Notifications', 'Event Catalog', 'Help']

/** The menu's links that SHELL-1 names, in the menu's order. */
const menuLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => a.textContent ?? '')
    .filter((label) => SPEC_ENTRIES.includes(label))

describe('app shell (SHELL-1 to SHELL-8, ROUTE-3, ROUTE-5, GATE-6, GATE-7)', () => {
  it("side menu headed 'Admin Portal' with Team, Settings, Privacy and Help for a customer admin", async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    expect(await screen.findByText('Admin Portal')).toBeInTheDocument()
    expect(await menuLinks()).toEqual(['Team', 'Settings', 'Privacy', 'Help'])
  })

  it('internal admins also get Notifications and Event Catalog, in order', async () => {
    await renderApp('/app/team', { as: 'staff@flow.test' })
    expect(await menuLinks()).toEqual([
      'Team',
      'Settings',
      'Privacy',
      'Notifications',
      'Event Catalog',
      'Help',
    ])
  })

  it('internal staff who are not admins do not', async () => {
    await renderApp('/app/team', { as: 'intern@flow.test' })
    expect(await menuLinks()).toEqual(['Team', 'Settings', 'Privacy', 'Help'])
  })

  it('slash links stay in the tab; Help opens a support e-mail in a new tab', async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const team = within(nav).getByRole('link', { name: 'Team' })
    expect(team).toHaveAttribute('href', '/app/team')
    expect(team).not.toHaveAttribute('target')
    const help = within(nav).getByRole('link', { name: 'Help' })
    expect(help).toHaveAttribute('href', 'mailto:support@flow.test?subject=Request%20for%20Help')
    expect(help).toHaveAttribute('target', '_blank')
    expect(help).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('top bar shows the organisation name, or Getting started before there is one', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    expect(await screen.findByText('Acme Corp')).toHaveAttribute('title', 'Acme Corp')
    view.unmount()
    await renderApp('/get-started', { as: 'founder@umbrella.test' })
    // Cut short on a narrow screen at large text, it is still there whole as a tooltip.
    expect(await screen.findByText('Getting started')).toHaveAttribute('title', 'Getting started')
  })

  it('avatar menu: name, e-mail, Settings, Privacy, Logout; Escape closes it', async () => {
    const { user, router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('Ada Admin')
    expect(menu).toHaveTextContent('admin@acme.test')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Settings', 'Privacy', 'Logout'])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Account menu' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Privacy' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/privacy'))
  })

  it('hides Settings and Privacy during pre-setup', async () => {
    const { user } = await renderApp('/get-started', { as: 'founder@umbrella.test' })
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Logout'])
  })

  it('the avatar falls back to the default image when missing or broken', async () => {
    await renderApp('/app/team', { as: 'admin@acme.test' })
    const menu = await screen.findByRole('button', { name: 'Account menu' })
    const img = within(menu).getByRole('presentation')
    if (img.getAttribute('src') !== '/default-avatar.svg') fireEvent.error(img)
    await waitFor(() => expect(img).toHaveAttribute('src', '/default-avatar.svg'))
  })

  it('logout signs out locally, clears local storage and ends on /login', async () => {
    let scope: string | null = null
    server.use(
      http.post('*/auth/v1/logout', ({ request }) => {
        scope = new URL(request.url).searchParams.get('scope')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router, queryClient } = await renderApp('/app/team', { as: 'admin@acme.test' })
    localStorage.setItem('upgrade-prompt-dismissed', 'true')
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(scope).toBe('local')
    expect(localStorage.length).toBe(0)
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['organisation'] })).toHaveLength(0),
    )
  })

  it('a sign-out the app did not start (another tab, an ended session) also ends on /login', async () => {
    const { router, queryClient } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { name: 'Team' })
    await (await getAuthClient()).signOut({ scope: 'local' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['organisation'] })).toHaveLength(0),
    )
  })

  it('/app and /app/settings redirect to the Organization tab; unknown paths show Not found', async () => {
    const { router } = await renderApp('/app', { as: 'admin@acme.test' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
    await router.navigate({ to: '/app/settings' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings/organization'))
    await router.navigate({ to: '/app/does-not-exist' as '/app' })
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
  })

  it('names each page in the browser tab, and follows navigation (WCAG 2.4.2)', async () => {
    const { user, router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() => expect(document.title).toBe('Team · Flow Admin Portal'))
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Privacy',
      }),
    )
    await waitFor(() => expect(document.title).toBe('Privacy · Flow Admin Portal'))
    await router.navigate({ to: '/app/does-not-exist' as '/app' })
    await waitFor(() => expect(document.title).toBe('Not found · Flow Admin Portal'))
  })

  it('a failed organisation load shows a readable error with a retry, not a white screen', async () => {
    let fail = true
    server.use(
      http.get('*/api/v1/enterprise', () =>
        fail ? HttpResponse.json({ detail: 'Database down' }, { status: 503 }) : undefined,
      ),
    )
    const { user } = await renderApp('/app/team', { as: 'admin@acme.test' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(document.title).toBe('This page could not be loaded · Flow Admin Portal'),
    )
    expect(screen.getByText('Failed to get organization')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Acme Corp')).toBeInTheDocument()
  })

  it('a session the API no longer accepts sends the user to /login', async () => {
    server.use(
      http.get('*/api/v1/enterprise', () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    )
    const { router } = await renderApp('/app/team', { as: 'admin@acme.test' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})
