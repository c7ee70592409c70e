import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  addressSearch,
  choose,
  drawnRows,
  giveRowsHeight,
  openAuditLog,
} from '../../../../tests/audit-log'
import { hold } from '../../../../tests/hold'
import { server } from '../../../../tests/msw-server'

beforeEach(giveRowsHeight)
afterEach(() => vi.restoreAllMocks())

const EVENTS = '*/api/v1/enterprise/audit-events'

describe('audit log filters (AUDIT-3, AUDIT-7)', () => {
  it('a link with filters opens that view, its form filled in (AUDIT-7)', async () => {
    await openAuditLog('/app/audit-log?action=member.role_changed&actor=ops%40acme.test')
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveValue('ops@acme.test')
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent(
      'Members: Role changed',
    )
    const rows = drawnRows()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toMatch(/ops@acme\.testRole changed/)
  })

  it('Apply filters writes them to the address and shows what they find (AUDIT-7)', async () => {
    const view = await openAuditLog()
    await choose(view, 'Action', 'Sign-ins: all')
    await choose(view, 'Date range', 'Last 30 days')
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'firefox')
    await view.user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() =>
      expect(addressSearch(view)).toEqual({ action: 'user.', range: '30d', q: 'firefox' }),
    )
    await screen.findByText(/^Showing \d+ events/)
    for (const row of drawnRows()) expect(row).toMatch(/Signed in|Signed out|Sign-in failed/)
  })

  it('new filters keep the rows shown, busy, until theirs come; a failure says so (AUDIT-2, AUDIT-7)', async () => {
    const view = await openAuditLog()
    const before = drawnRows()
    const gate = hold()
    server.use(
      http.get(EVENTS, async () => {
        await gate.wait()
        return HttpResponse.json({ detail: 'Down' }, { status: 503 })
      }),
    )
    await choose(view, 'Action', 'Sign-ins: all')
    await view.user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(addressSearch(view)).toEqual({ action: 'user.' }))
    expect(drawnRows()).toEqual(before)
    expect(screen.getByRole('list', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'true')
    gate.release()
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('filters that match nothing say so; Clear filters shows everything again (AUDIT-7)', async () => {
    const view = await openAuditLog('/app/audit-log?q=no-such-thing-anywhere')
    expect(screen.getByText('No events match these filters')).toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('Showing 50 events, more as you scroll')).toBeInTheDocument()
    expect(addressSearch(view)).toEqual({})
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  })

  it('custom days: a last day before the first is refused and what was typed stays (AUDIT-7)', async () => {
    const view = await openAuditLog()
    await choose(view, 'Date range', 'Custom dates')
    const first = screen.getByLabelText('First day')
    const last = screen.getByLabelText('Last day')
    await view.user.type(first, '2026-05-10')
    await view.user.type(last, '2026-05-01')
    await view.user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(
      await screen.findByText('The first day must not be after the last day'),
    ).toBeInTheDocument()
    expect(first).toHaveValue('2026-05-10')
    expect(last).toHaveValue('2026-05-01')
    expect(addressSearch(view)).toEqual({})
  })

  it('the next page comes by its cursor; a failed one says so with Try again (AUDIT-2, AUDIT-3)', async () => {
    const view = await openAuditLog()
    const cursors: (string | null)[] = []
    const gate = hold()
    server.use(
      http.get(EVENTS, async ({ request }) => {
        cursors.push(new URL(request.url).searchParams.get('cursor'))
        await gate.wait()
        return HttpResponse.json({ detail: 'Down' }, { status: 503 })
      }),
    )
    await view.user.click(screen.getByRole('button', { name: 'Load more events' }))
    expect(await screen.findByRole('button', { name: 'Loading more events…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    gate.release()
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument()
    expect(cursors[0]).toBeTruthy()
    // The events already shown stay.
    expect(screen.getByText('Showing 50 events, more as you scroll')).toBeInTheDocument()
    server.resetHandlers()
    await view.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Showing 100 events, more as you scroll')).toBeInTheDocument()
  })
})
