import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { catchDownloads } from '../../../../tests/downloads'
import { renderApp } from '../../../../tests/render'
import { findRow, rowEmails } from '../../../../tests/team-table'

type View = Awaited<ReturnType<typeof renderApp>>

const search = ({ router }: View) => router.state.location.search as Record<string, unknown>

async function choose({ user }: View, label: string, value: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), value)
}

describe('a view worth sharing (TEAM-23)', () => {
  it('opens the view a link describes', async () => {
    await renderApp('/app/team?role=admin&status=pending', { as: 'admin@acme.test' })
    await waitFor(() => expect(rowEmails()).toEqual(['finance@acme.test']))
    // Each count is what choosing it would show given the other filter.
    expect(screen.getByRole('combobox', { name: 'Filter by role' })).toHaveDisplayValue('Admin (1)')
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveDisplayValue(
      'Pending (1)',
    )
  })

  it('writes filter changes into the URL: choices push, typing replaces', async () => {
    const view = await renderApp('/app/team', { as: 'admin@acme.test' })
    await findRow('admin@acme.test')
    const entries = () => view.history.length
    const start = entries()
    await choose(view, 'Filter by status', 'expired')
    await waitFor(() => expect(search(view)).toEqual({ status: 'expired' }))
    await waitFor(() => expect(rowEmails()).toEqual(['former.contractor@acme.test']))
    expect(entries()).toBe(start + 1)
    await choose(view, 'Filter by status', 'all')
    await choose(view, 'Sort by', 'name')
    await view.user.type(screen.getByLabelText('Filter members'), 'acme.test')
    await waitFor(() => expect(search(view)).toEqual({ sort: 'name', q: 'acme.test' }))
    expect(entries()).toBe(start + 3)
    // Sorted by name within members: Ada, Dee, Lee, Mo, Oscar; invitations after.
    await waitFor(() =>
      expect(rowEmails().slice(0, 5)).toEqual([
        'admin@acme.test',
        'dev@acme.test',
        'legacy@acme.test',
        'member@acme.test',
        'ops@acme.test',
      ]),
    )
    // Back leaves the typed filter and the sort for the view before.
    view.history.back()
    await waitFor(() => expect(search(view)).toEqual({}))
    expect(screen.getByLabelText('Filter members')).toHaveValue('')
    // The same box, emptied: the focus typing left in it stays.
    expect(screen.getByLabelText('Filter members')).toHaveFocus()
  })

  it('reads an invalid value as its default, keeping the valid ones', async () => {
    const view = await renderApp('/app/team?role=boss&status=expiring&sort=zzz', {
      as: 'admin@acme.test',
    })
    await waitFor(() => expect(rowEmails()).toEqual(['designer@acme.test', 'new.hire@acme.test']))
    expect(search(view)).toEqual({ status: 'expiring' })
    expect(screen.getByRole('combobox', { name: 'Filter by role' })).toHaveDisplayValue('All (2)')
  })
})

describe('Export CSV (TEAM-24)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('exports the rows of the current view', async () => {
    const downloads = catchDownloads()
    const { user } = await renderApp('/app/team?status=expiring&q=acme', {
      as: 'admin@acme.test',
    })
    await findRow('new.hire@acme.test')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(downloads.click).toHaveBeenCalledOnce()
    expect(await downloads.text()).toBe(
      'Name,Email,Role,Status\r\n,designer@acme.test,Member,Pending\r\n,new.hire@acme.test,Member,Pending\r\n',
    )
  })
})

describe('status chips on a fixed clock (TEAM-21)', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the capitalised status beside the expiry words, within 7 days too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 10, 9, 0))
    const at = (d: number, h = 12) => new Date(2026, 2, d, h).toISOString()
    server.use(
      http.get('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({
          invitations: [
            { email: 'a@acme.test', status: 'expired', expiresAt: at(9), role: 'member' },
            { email: 'b@acme.test', status: 'pending', expiresAt: at(10, 18), role: 'member' },
            { email: 'c@acme.test', status: 'pending', expiresAt: at(13), role: 'admin' },
            { email: 'd@acme.test', status: 'pending', expiresAt: at(17), role: 'member' },
            { email: 'e@acme.test', status: 'pending', expiresAt: at(18), role: 'member' },
          ],
        }),
      ),
    )
    await renderApp('/app/team', { as: 'admin@acme.test' })
    const chip = async (email: string, text: string, beside: string) => {
      const row = await findRow(email)
      expect(within(row).getByText(text)).toBeInTheDocument()
      expect(within(row).getByText(beside)).toBeInTheDocument()
    }
    await chip('a@acme.test', 'Expired', 'Invitation expired')
    await chip('b@acme.test', 'Pending', 'expires today')
    await chip('c@acme.test', 'Pending', 'expires in 3 days')
    await chip('d@acme.test', 'Pending', 'expires in 7 days')
    await chip('e@acme.test', 'Pending', 'expires in 8 days')
  })
})
