import { isActive, type Subscription } from '@/entities/organisation'
import { ACTIVE_WINDOW_DAYS, activeWithin, type UsageMember } from '@/entities/usage'

export type Headline = {
  active7: number
  active30: number
  words30: number
  /** Null without an active subscription (USAGE-5 then reads BILL-3's words). */
  seats: { used: number; billed: number } | null
}

/** USAGE-5: the headline figures, from the members' rows and this cycle's billed seats. */
export function headline(
  rows: readonly UsageMember[],
  subscription: Subscription | null | undefined,
  now: number,
): Headline {
  let active7 = 0
  let active30 = 0
  let words30 = 0
  for (const row of rows) {
    if (activeWithin(row, 7, now)) active7++
    if (activeWithin(row, ACTIVE_WINDOW_DAYS, now)) active30++
    words30 += row.words_30d
  }
  const seats =
    subscription && isActive(subscription)
      ? { used: active30, billed: subscription.seatsCurrentCycle }
      : null
  return { active7, active30, words30, seats }
}
