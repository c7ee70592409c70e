import { describe, expect, it } from 'vitest'
import type { Member } from '@/entities/member'
import type { UsageMember } from '@/entities/usage'
import type { UsageRow } from '../lib/usage-rows'
import { bucketRows, dryRun } from './reclaim'

const NOW = Date.parse('2026-11-20T12:00:00.000Z')
const DAY = 86_400_000

const row = (id: string, joinedMsAgo: number, role: Member['role'] = 'member'): UsageRow => {
  const usage: UsageMember = {
    user_id: id,
    joined_at: new Date(NOW - joinedMsAgo).toISOString(),
    last_active_at: null,
    words_30d: 0,
    active_days_30d: 0,
    top_apps: [],
  }
  const member = { userId: id, email: `${id}@x.test`, role } as Member
  return { member, name: id, usage, search: id, activeKey: -1 }
}

describe('reclaim buckets and dry run (USAGE-8, USAGE-9)', () => {
  it('a member who never dictated is in grace up to 14 days after joining, and offered after (USAGE-8)', () => {
    const rows = [row('exactly14', 14 * DAY), row('past14', 14 * DAY + 60_000), row('new', DAY)]
    const { offered, grace } = bucketRows(
      rows,
      'never',
      NOW,
      'self',
      rows.map((r) => r.member),
    )
    expect(offered.map((r) => r.name)).toEqual(['past14'])
    expect(grace).toBe(2)
  })

  it('never offers your own row or the only admin (USAGE-8)', () => {
    const rows = [row('self', 30 * DAY, 'admin'), row('boss', 30 * DAY, 'admin')]
    const members = rows.map((r) => r.member)
    expect(bucketRows(rows, 'never', NOW, 'self', members).offered.map((r) => r.name)).toEqual([
      'boss',
    ])
    expect(bucketRows(rows.slice(1), 'never', NOW, 'self', members.slice(1)).offered).toEqual([])
  })

  it('prices the next cycle at the plan, at least its minimum; no invoice without a plan (USAGE-9)', () => {
    const sub = {
      status: 'active',
      productName: 'FLOW_TEAM_MONTHLY',
      numSeats: 4,
      seatsCurrentCycle: 6,
      planEndsAt: NOW / 1000,
    } as const
    // Teams monthly $12; 4 in use → 2 left, billed as Teams' minimum of 3.
    expect(dryRun(2, sub)).toEqual({
      removed: 2,
      invoice: { freed: 1, before: 48, after: 36, paidUntil: NOW },
    })
    expect(dryRun(1, { ...sub, status: 'canceled' }).invoice).toBeNull()
  })
})
