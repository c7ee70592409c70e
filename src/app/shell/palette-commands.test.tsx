import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../tests/msw-server'
import { renderApp } from '../../../tests/render'
import { openPalette } from '../../../tests/palette'
import { hold } from '../../../tests/hold'
import { stubNewTabs } from '../../../tests/new-tabs'
import { setThemeChoice } from '@/shared/theme'

afterEach(() => setThemeChoice('system'))

describe("the palette's commands (UX-1)", () => {
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
    await screen.findByRole('dialog', { name: 'Invite many people' })
    expect(view.router.state.location.search).toEqual(kept)
    await view.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
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
