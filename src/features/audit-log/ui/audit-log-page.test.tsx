import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { giveRowsHeight } from '../../../../tests/audit-log'
import { server } from '../../../../tests/msw-server'
import { listedPages, openPalette } from '../../../../tests/palette'
import { renderApp } from '../../../../tests/render'

beforeEach(giveRowsHeight)
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const EVENTS = '*/api/v1/enterprise/audit-events'

describe('audit log page (AUDIT-1, AUDIT-2, AUDIT-4, AUDIT-9)', () => {
  it('lists the newest events and says how far back the plan keeps them (AUDIT-1, AUDIT-4)', async () => {
    await renderApp('/app/audit-log', { as: 'admin@acme.test' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument()
    expect(
      screen.getByText('Events of the last 90 days are kept on your plan.'),
    ).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Audit log' })
    // Virtualised: only the rows near the viewport are drawn, the newest first.
    const rows = within(list).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(50)
    expect(screen.getByText('Showing 50 events, more as you scroll')).toBeInTheDocument()
    // Reading the log signed this admin in a moment ago: that is the newest event.
    expect(rows[0]).toHaveTextContent(/admin@acme\.test\s*Signed in\s*admin@acme\.test/)
  })

  it('is in the side menu for admins, after Privacy, and not for members (AUDIT-1)', async () => {
    const { unmount } = await renderApp('/app/team', { as: 'admin@acme.test' })
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.indexOf('Audit log')).toBe(links.indexOf('Privacy') + 1)
    expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/app/audit-log',
    )
    unmount()
    await renderApp('/app/team', { as: 'member@acme.test' })
    const memberMenu = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(memberMenu).getByRole('link', { name: 'Team' })).toBeInTheDocument()
    expect(within(memberMenu).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument()
  })

  it('is a page of the palette for admins, not for members (AUDIT-1)', async () => {
    let view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await openPalette(view)
    expect(listedPages()).toContain('Audit log')
    await view.user.keyboard('audit log{Enter}')
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/audit-log'))
    view.unmount()
    view = await renderApp('/app/team', { as: 'member@acme.test' })
    await openPalette(view)
    expect(listedPages()).toContain('Team')
    expect(listedPages()).not.toContain('Audit log')
  })

  it("writes each event's time in the viewer's languages and time zone (AUDIT-10)", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
    await renderApp('/app/audit-log', { as: 'admin@acme.test' })
    const list = await screen.findByRole('list', { name: 'Audit log' })
    const time = within(list).getAllByRole('time')[0]
    const at = new Date(time?.getAttribute('datetime') ?? '')
    // No zone given: Intl's default is the viewer's.
    const german = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' })
    expect(time).toHaveTextContent(german.format(at))
    expect(time?.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
  })

  it('tells a member who opens the address that only admins see it (AUDIT-9)', async () => {
    await renderApp('/app/audit-log', { as: 'member@acme.test' })
    expect(
      await screen.findByRole('heading', {
        name: 'Only organization admins can see the audit log.',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Audit log' })).not.toBeInTheDocument()
  })

  it('is neither in the menu, the palette nor at its address on a server without the extension (AUDIT-9)', async () => {
    vi.stubEnv('DEMO_EXTENSIONS', 'none')
    const view = await renderApp('/app/audit-log', { as: 'admin@acme.test' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Main' })
    expect(within(menu).getByRole('link', { name: 'Team' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument()
    await openPalette(view)
    expect(listedPages()).toContain('Team')
    expect(listedPages()).not.toContain('Audit log')
  })

  it("a failed first load shows the page's error and Try again (AUDIT-2)", async () => {
    server.use(http.get(EVENTS, () => HttpResponse.json({ detail: 'Down' }, { status: 500 })))
    await renderApp('/app/audit-log', { as: 'admin@acme.test' })
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByText('Failed to load the audit log')).toBeInTheDocument()
  })

  it('a log with no events says so (AUDIT-7)', async () => {
    server.use(
      http.get(EVENTS, () =>
        HttpResponse.json({
          events: [],
          next_cursor: null,
          prev_cursor: null,
          retention_days: 365,
          retained_since: '2025-01-01T00:00:00.000Z',
        }),
      ),
    )
    await renderApp('/app/audit-log', { as: 'admin@acme.test' })
    expect(await screen.findByText('No events yet')).toBeInTheDocument()
    expect(
      screen.getByText('Events of the last 365 days are kept on your plan.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Audit log' })).not.toBeInTheDocument()
  })
})
