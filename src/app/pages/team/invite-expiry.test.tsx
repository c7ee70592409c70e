import { afterEach, describe, expect, it, vi } from 'vitest'
import { within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../tests/msw-server'
import { renderApp } from '../../../../tests/render'
import { findRow } from '../../../../tests/team-table'

// Issue 41: the SPEC's expiry words, exactly, beside the capitalised status; a chip may hold the
// status but never recases or replaces the expiry words.
describe('invitation expiry words (TEAM-13, TEAM-21)', () => {
  afterEach(() => vi.useRealTimers())

  it('shows each expiry text exactly as the SPEC writes it, beside the capitalised status', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 10, 9, 0))
    const at = (month: number, d: number, h = 12) => new Date(2026, month, d, h).toISOString()
    server.use(
      http.get('*/api/v1/enterprise/invitations', () =>
        HttpResponse.json({
          invitations: [
            { email: 'a@acme.test', status: 'expired', expiresAt: at(2, 9), role: 'member' },
            { email: 'b@acme.test', status: 'pending', expiresAt: at(2, 10, 18), role: 'member' },
            { email: 'c@acme.test', status: 'pending', expiresAt: at(2, 11), role: 'member' },
            { email: 'd@acme.test', status: 'pending', expiresAt: at(2, 15), role: 'admin' },
            { email: 'e@acme.test', status: 'pending', expiresAt: at(3, 9), role: 'member' },
            { email: 'f@acme.test', status: 'pending', expiresAt: at(4, 10), role: 'member' },
          ],
        }),
      ),
    )
    await renderApp('/app/team', { as: 'admin@acme.test' })
    const row = async (email: string, status: string, expiry: string) => {
      const cells = within(await findRow(email))
      expect(cells.getByText(status)).toBeInTheDocument()
      // The words stand alone, in their own case: never "Expires today" in place of them.
      expect(cells.getByText(expiry)).toBeInTheDocument()
    }
    await row('a@acme.test', 'Expired', 'Invitation expired')
    await row('b@acme.test', 'Pending', 'expires today')
    await row('c@acme.test', 'Pending', 'expires tomorrow')
    await row('d@acme.test', 'Pending', 'expires in 5 days')
    await row('e@acme.test', 'Pending', 'expires in 30 days')
    await row('f@acme.test', 'Pending', 'expires in 2 months')
    expect(within(await findRow('b@acme.test')).queryByText(/^Expires/)).toBeNull()
  })
})
