import type { Member } from '@/entities/member'
import { isActive, type Subscription } from '@/entities/organisation'
import { billedSeats, firstBill, productInfo } from '@/entities/plan'
import { inGrace, isInactive, isNeverActive } from '@/entities/usage'
import type { UsageRow } from '../lib/usage-rows'
import type { Bucket } from './usage-search.schema'

/**
 * USAGE-8: who a bucket offers. Never active: joined more than 14 days ago and never dictated;
 * Inactive for 30+ days: dictated, but not in the 30 days. Your own row and the last admin
 * (TEAM-10) are never offered; `grace` counts the never-active still in their 14 days.
 */
export function bucketRows(
  rows: readonly UsageRow[],
  bucket: Bucket,
  now: number,
  selfId: string,
  members: readonly Member[],
) {
  const admins = members.filter((m) => m.role === 'admin').length
  const offerable = (row: UsageRow) =>
    row.member.userId !== selfId && !(row.member.role === 'admin' && admins <= 1)
  const inBucket = bucket === 'never' ? isNeverActive : isInactive
  return {
    offered: rows.filter((r) => offerable(r) && inBucket(r.usage, now)),
    grace:
      bucket === 'never' ? rows.filter((r) => offerable(r) && inGrace(r.usage, now)).length : 0,
  }
}

export type DryRun = {
  removed: number
  /** Null without an active plan: no invoice to change. */
  invoice: { freed: number; before: number; after: number; paidUntil: number } | null
}

/**
 * USAGE-9: removing `n` members frees their seats from the next cycle (MODEL-3: removed seats
 * stay billed and usable until the cycle ends), so the next invoice is the plan's price × the
 * seats still in use (at least the plan's minimum, PLAN-5), × 12 when annual.
 */
export function dryRun(n: number, subscription: Subscription | null | undefined): DryRun {
  const info = productInfo(subscription?.productName)
  if (!subscription || !isActive(subscription) || !info) return { removed: n, invoice: null }
  const { plan, schedule } = info
  const inUse = subscription.numSeats
  const left = Math.max(inUse - n, 0)
  return {
    removed: n,
    invoice: {
      freed: billedSeats(plan, inUse) - billedSeats(plan, left),
      before: firstBill(plan, schedule, inUse),
      after: firstBill(plan, schedule, left),
      paidUntil: subscription.planEndsAt * 1000,
    },
  }
}
