import type { UsageMember } from '@/shared/contract'

const DAY_MS = 86_400_000
/** USAGE-5, USAGE-8: the window of "used" seats and of the inactive bucket. */
export const ACTIVE_WINDOW_DAYS = 30
/** USAGE-8: new members are not "never active" until this many days after joining. */
const GRACE_DAYS = 14

const lastActive = (row: UsageMember) =>
  row.last_active_at ? Date.parse(row.last_active_at) : null

/** USAGE-5: dictated within the last `days` days. */
export const activeWithin = (row: UsageMember, days: number, now: number): boolean => {
  const last = lastActive(row)
  return last !== null && last > now - days * DAY_MS
}

/** USAGE-8: never dictated, and joined more than GRACE_DAYS days ago. */
export const isNeverActive = (row: UsageMember, now: number): boolean =>
  row.last_active_at === null && Date.parse(row.joined_at) < now - GRACE_DAYS * DAY_MS

/** USAGE-8: never dictated, but still within the grace period. */
export const inGrace = (row: UsageMember, now: number): boolean =>
  row.last_active_at === null && !isNeverActive(row, now)

/** USAGE-8, USAGE-11: dictated once, but not in the last 30 days. */
export const isInactive = (row: UsageMember, now: number): boolean =>
  row.last_active_at !== null && !activeWithin(row, ACTIVE_WINDOW_DAYS, now)

/** USAGE-7, USAGE-11: the sort key of "last active", least recent first and never before all. */
export const lastActiveKey = (row: UsageMember | undefined): number =>
  row ? (lastActive(row) ?? -1) : -2
