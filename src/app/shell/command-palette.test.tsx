import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../tests/msw-server'
import { renderApp } from '../../../tests/render'
import { UX1_PAGES, listedNamedCommands as listed, openPalette } from '../../../tests/palette'
import { hold } from '../../../tests/hold'
import { stubNewTabs } from '../../../tests/new-tabs'
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

  it('Invite someone goes to the team page with the invite field focused (UX-1, TEAM-3)', async () => {
    const view = await renderApp('/app/settings/personal', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('invite{Enter}')
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/team'))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus())
  })

  it('keeps the team page’s filters when Invite someone or Invite many runs on it (TEAM-23)', async () => {
    const view = await renderApp('/app/team?status=expired&q=former', { as: 'admin@acme.test' })
    await screen.findByText(/former\.contractor@acme\.test/, undefined, { timeout: 5000 })
    const kept = { status: 'expired', q: 'former' }
    await openPalette(view)
    await view.user.keyboard('invite someone{Enter}')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus())
    expect(view.router.state.location.search).toEqual(kept)
    await openPalette(view)
    await view.user.keyboard('invite many{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Invite many people' })
    expect(view.router.state.location.search).toEqual(kept)
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(view.router.state.location.search).toEqual(kept)
  })

  it('Invite many people opens the team page’s Invite many dialog (UX-1, INVITE-1)', async () => {
    const view = await renderApp('/app/settings/personal', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('invite many{Enter}')
    expect(
      await screen.findByRole('dialog', { name: 'Invite many people' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/app/team')
  })

  it('Resend expired invitations shows the expired ones and asks to resend them (UX-1, TEAM-22)', async () => {
    const view = await renderApp('/app/settings/personal', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('resend expired{Enter}')
    await waitFor(() => expect(view.router.state.location.search).toEqual({ status: 'expired' }))
    expect(
      await screen.findByRole('dialog', { name: /resend/i }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('searches the event catalog for the typed text (UX-1, CAT-4)', async () => {
    const view = await renderApp('/app/team', { as: 'staff@flow.test' })
    await openPalette(view)
    await view.user.keyboard('paused')
    await view.user.click(
      screen.getByRole('option', { name: 'Search the event catalog for "paused"' }),
    )
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/event-catalog'))
    expect(view.router.state.location.search).toEqual({ q: 'paused' })
  })

  it('switches the theme through the same store as the avatar menu (UX-1, UX-8)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('dark theme{Enter}')
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
    await openPalette(view)
    expect(
      screen.getByRole('option', { name: /^Use the dark theme\s*Current$/ }),
    ).toBeInTheDocument()
  })

  it('opening the billing portal stays busy until the portal answers (UX-1, UX-12, BILL-9)', async () => {
    const tabs = stubNewTabs()
    const gate = hold()
    server.use(
      // Held, then left to the demo handler.
      http.get('*/api/v1/payment/enterprise-portal', async () => {
        await gate.wait()
      }),
    )
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('billing portal{Enter}')
    const item = screen.getByRole('option', { name: /Open the billing portal/ })
    expect(item).toHaveAttribute('aria-busy', 'true')
    expect(item).toHaveTextContent('Working…')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    gate.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(tabs.sentTo()).toHaveLength(1)
    expect(tabs.sentTo()[0]).toMatch(/\/demo\/billing-portal\?org=/)
  })

  it('Sign out signs out (UX-1, SHELL-7)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    await view.user.keyboard('log out')
    await view.user.keyboard('{Enter}')
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
  })
})

describe('keyboard shortcuts dialog (UX-3)', () => {
  it('`?` lists every shortcut; Escape closes it and focus goes back (UX-3, UX-4)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const trigger = await screen.findByRole('button', { name: 'Account menu' })
    trigger.focus()
    await view.user.keyboard('?')
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Keyboard shortcuts' },
      { timeout: 5000 },
    )
    const keys = within(dialog).getAllByRole('term')
    const actions = within(dialog).getAllByRole('definition')
    expect(keys.map((k, i) => `${k.textContent} = ${actions[i]?.textContent}`)).toContain(
      'Ctrl K or ⌘ K = Open or close the command palette',
    )
    expect(within(dialog).getByText('Show keyboard shortcuts')).toBeInTheDocument()
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
    // A way out that is not a key (a phone's sheet): Close.
    await view.user.keyboard('?')
    const again = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await view.user.click(within(again).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('`?` works from a checkbox (a row’s selection box is not a field to type in), not from a text field', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const table = await screen.findByRole('table', { name: 'Members and invitations' })
    await view.user.click((await within(table).findAllByRole('checkbox'))[1]!)
    await view.user.keyboard('?')
    expect(
      await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await view.user.click(screen.getByRole('searchbox', { name: 'Filter members' }))
    await view.user.keyboard('?')
    expect(screen.getByRole('searchbox', { name: 'Filter members' })).toHaveValue('?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('`?` can be turned off in the dialog; the palette still opens it, and turns it back on (WCAG 2.1.4)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const trigger = await screen.findByRole('button', { name: 'Account menu' })
    trigger.focus()
    await view.user.keyboard('?')
    let dialog = await screen.findByRole(
      'dialog',
      { name: 'Keyboard shortcuts' },
      { timeout: 5000 },
    )
    const toggle = within(dialog).getByRole('switch', { name: 'Open this list with ?' })
    expect(toggle).toBeChecked()
    await view.user.click(toggle)
    expect(toggle).not.toBeChecked()
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    trigger.focus()
    await view.user.keyboard('?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await openPalette(view)
    await view.user.keyboard('keyboard shortcuts{Enter}')
    dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await view.user.click(within(dialog).getByRole('switch', { name: 'Open this list with ?' }))
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    trigger.focus()
    await view.user.keyboard('?')
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
  })

  it('`?` typed in a field is a character, not a shortcut (UX-3)', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    const email = await screen.findByRole('textbox', { name: 'Email' })
    await view.user.click(email)
    await view.user.keyboard('what?')
    expect(email).toHaveValue('what?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
