import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { drawnRows, giveRowsHeight, openAuditLog } from '../../../../tests/audit-log'
import { catchDownloads } from '../../../../tests/downloads'
import { hold } from '../../../../tests/hold'
import { server } from '../../../../tests/msw-server'

beforeEach(giveRowsHeight)
afterEach(() => vi.restoreAllMocks())

const EXPORT = '*/api/v1/enterprise/audit-events/export'

describe('audit log details and export (AUDIT-6, AUDIT-8)', () => {
  it('a row opens every field and the changes before and after; Escape closes (AUDIT-8)', async () => {
    const { user } = await openAuditLog('/app/audit-log?action=member.role_changed')
    const [first] = drawnRows()
    const row = screen.getByRole('button', { name: first })
    await user.click(row)
    const dialog = await screen.findByRole('dialog', { name: 'Role changed' })
    const fields = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(fields).toEqual([
      'Time',
      'Action',
      'Actor',
      'Target',
      'Address',
      'User agent',
      'Batch',
      'Event id',
    ])
    expect(within(dialog).getByText('member.role_changed')).toBeInTheDocument()
    const table = within(dialog).getByRole('table', { name: 'Changes' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['Field', 'Before', 'After'])
    const change = within(table).getByRole('row', { name: /^role/ })
    expect(change.textContent).toMatch(/^role(adminmember|memberadmin)$/)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(row).toHaveFocus()
  })

  it('an empty value reads none (AUDIT-8)', async () => {
    const { user } = await openAuditLog('/app/audit-log?action=invitation.created')
    await user.click(screen.getByRole('button', { name: drawnRows()[0] }))
    const table = within(await screen.findByRole('dialog')).getByRole('table', { name: 'Changes' })
    expect(within(table).getByRole('row', { name: /^role/ })).toHaveTextContent('rolenonemember')
  })

  it('Export CSV downloads the current filters’ events from the server (AUDIT-6)', async () => {
    const downloads = catchDownloads()
    const asked: URL[] = []
    const gate = hold()
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/audit-events/export')) asked.push(new URL(request.url))
    })
    // Held, then left to the demo backend (a handler that answers nothing passes the call on).
    server.use(
      http.get(EXPORT, async () => {
        await gate.wait()
      }),
    )
    const { user } = await openAuditLog('/app/audit-log?action=member.')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    // UX-12: busy while the server writes it, and a second press sends nothing.
    const busy = await screen.findByRole('button', { name: 'Exporting…' })
    await user.click(busy)
    gate.release()
    await vi.waitFor(() => expect(downloads.click).toHaveBeenCalledOnce())
    expect(asked).toHaveLength(1)
    expect(asked[0]?.searchParams.get('action')).toBe('member.')
    expect(downloads.names()[0]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await downloads.text()
    const lines = text.split('\r\n').filter(Boolean)
    expect(lines[0]).toMatch(/^id,occurred_at,actor_type,/)
    for (const line of lines.slice(1)) expect(line).toMatch(/,member\./)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
  })

  it('a failed export says so and the page stays (AUDIT-6)', async () => {
    server.use(http.get(EXPORT, () => HttpResponse.json({ detail: 'Down' }, { status: 500 })))
    const { user } = await openAuditLog()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Failed to export the audit log')).toBeInTheDocument()
    expect(screen.getByText('Showing 50 events, more as you scroll')).toBeInTheDocument()
  })
})
