import type { Invitation } from '../db'
import { DAY_MS } from './seed-dates'

/** Expiry timestamps so that the client shows "today", "tomorrow", "in 12 days", "in 45 days". */
export function acmeInvitations(orgId: string, now: number): Invitation[] {
  const endOfToday = new Date(now)
  endOfToday.setHours(23, 59, 0, 0)
  const today = Math.max(Math.min(now + 2 * 3_600_000, endOfToday.getTime()), now + 60_000)
  const created = new Date(now - 3 * DAY_MS).toISOString()
  const at = (ms: number) => new Date(ms).toISOString()
  return [
    {
      orgId,
      email: 'former.contractor@acme.test',
      role: 'member',
      expiresAt: at(now - 2 * DAY_MS),
      createdAt: created,
    },
    {
      orgId,
      email: 'new.hire@acme.test',
      role: 'member',
      expiresAt: at(today),
      createdAt: created,
    },
    {
      orgId,
      email: 'designer@acme.test',
      role: 'member',
      expiresAt: at(today + DAY_MS),
      createdAt: created,
    },
    {
      orgId,
      email: 'finance@acme.test',
      role: 'admin',
      expiresAt: at(today + 12 * DAY_MS),
      createdAt: created,
    },
    {
      orgId,
      email: 'sales@acme.test',
      role: 'member',
      expiresAt: at(today + 45 * DAY_MS),
      createdAt: created,
    },
  ]
}
