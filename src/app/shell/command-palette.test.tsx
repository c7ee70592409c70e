import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../tests/render'
import { UX1_PAGES, listedNamedCommands as listed, openPalette } from '../../../tests/palette'
import { setThemeChoice } from '@/shared/theme'

afterEach(() => setThemeChoice('system'))

describe('command palette (UX-1 to UX-4)', () => {
  it('keeps letters typed right after Ctrl+K, before its input has the focus', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await screen.findByRole('heading', { level: 1, name: 'Team' }, { timeout: 5000 })
    await view.user.keyboard('{Control>}k{/Control}dark')
    // The palette's code loads on this first opening: as slow as openPalette allows on a busy run.
    const input = await screen.findByRole(
      'combobox',
      { name: 'Command palette' },
      { timeout: 5000 },
    )
    await waitFor(() => expect(input).toHaveValue('dark'))
    expect(input).toHaveFocus()
  })

  it('opens with Ctrl+K and with ⌘K, as a combobox over a listbox; Ctrl+K again closes it (UX-2)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const input = await openPalette(view)
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id)
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument()
    await view.user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await openPalette(view, '{Meta>}k{/Meta}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })

  it('opens over no other dialog: Ctrl+K and ? do nothing while one is open (UX-2)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    // Opened and closed once first, so its code is loaded and it would show at once.
    await openPalette(view)
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await view.user.click(await screen.findByRole('button', { name: /Invite many/ }))
    const request = await screen.findByRole('dialog', { name: 'Invite many people' })
    await view.user.keyboard('{Control>}k{/Control}')
    await view.user.keyboard('?')
    expect(screen.getAllByRole('dialog')).toEqual([request])
  })

  it('tells assistive technology which command Enter runs, from the opening and after a filter', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const input = await openPalette(view)
    const selected = () =>
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .find((option) => option.getAttribute('aria-selected') === 'true')
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', selected()?.id))
    expect(selected()).toHaveTextContent('Team')
    await view.user.keyboard('{ArrowDown}')
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', selected()?.id))
    expect(selected()).toHaveTextContent('Settings')
    await view.user.type(input, 'priv')
    await waitFor(() => expect(selected()).toHaveTextContent('Privacy'))
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', selected()?.id))
  })

  it('lists an admin’s pages and actions, as the menus allow (UX-1, SHELL-2, BILL-1)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    expect(listed()).toEqual([
      'Team',
      'Settings',
      'Organization',
      'Personal',
      'Billing',
      'Privacy',
      'Invite someone',
      'Invite many people',
      'Resend expired invitations',
      'Export members as CSV',
      'Open the billing portal',
      'Use the system themeCurrent',
      'Use the light theme',
      'Use the dark theme',
      'Show keyboard shortcuts',
      'Sign out',
    ])
  })

  it('a member gets no billing portal (UX-1, BILL-1)', async () => {
    const view = await renderApp('/app/team', { as: 'member@acme.test' })
    await openPalette(view)
    const labels = listed()
    expect(labels).toContain('Invite someone')
    expect(labels).toContain('Invite many people')
    expect(labels).toContain('Export members as CSV')
    expect(labels).not.toContain('Resend expired invitations')
    expect(labels).not.toContain('Open the billing portal')
    expect(labels).not.toContain('Send a notification')
  })

  it('internal admins also get their pages, Send a notification and the catalog search (UX-1, SHELL-2)', async () => {
    const view = await renderApp('/app/team', { as: 'staff@flow.test' })
    await openPalette(view)
    const labels = listed()
    expect(labels.slice(0, 8)).toEqual(UX1_PAGES)
    expect(labels).toContain('Send a notification')
    // The search acts on typed text: listed only once there is some.
    expect(labels.some((l) => l?.startsWith('Search the event catalog'))).toBe(false)
    await view.user.keyboard('paused')
    expect(
      screen.getByRole('option', { name: 'Search the event catalog for "paused"' }),
    ).toBeVisible()
  })

  it('internal staff who are not admins get the catalog, not the notifications (UX-1, CAT-1, SHELL-2)', async () => {
    const view = await renderApp('/app/team', { as: 'intern@flow.test' })
    await openPalette(view)
    await view.user.keyboard('event')
    const labels = listed()
    expect(labels).toContain('Event Catalog')
    expect(labels).not.toContain('Notifications')
    expect(labels).not.toContain('Send a notification')
  })

  it('matches fuzzily, moves with the arrow keys and runs the chosen command with Enter (UX-2)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('prvcy')
    expect(listed()[0]).toBe('Privacy')
    await view.user.clear(screen.getByRole('combobox'))
    await view.user.keyboard('sttngs')
    expect(listed()).toEqual(['Settings', 'Organization', 'Personal', 'Billing'])
    // Told by a live region outside the list (WCAG 4.1.3).
    const told = within(screen.getByRole('dialog')).getAllByRole('status')
    await waitFor(() => expect(told.at(-1)).toHaveTextContent('4 matching commands'))
    await view.user.clear(screen.getByRole('combobox'))
    await view.user.keyboard('zzzz')
    expect(listed()).toEqual([])
    await waitFor(() => expect(told.at(-1)).toHaveTextContent('No matching commands'))
    await view.user.clear(screen.getByRole('combobox'))
    await view.user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await view.user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/app/settings/organization'),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('Escape closes it and focus goes back to where it was (UX-4)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const privacy = within(nav).getByRole('link', { name: 'Privacy' })
    privacy.focus()
    await openPalette(view)
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(privacy).toHaveFocus())
  })
})
