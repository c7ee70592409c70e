import { INVITE_RESULT_MESSAGES } from '@/entities/invite'
import { seatLineText, type Subscription } from '@/entities/organisation'
import { PRICES, formatUsd, productInfo } from '@/entities/plan'

/** Whether one more invitation takes a seat already billed this cycle or adds one. */
const usesSpareSeat = (sub: Subscription): boolean => sub.numSeats < sub.seatsCurrentCycle

/** Said after an invitation while a billed seat was spare: the spec's toast would not be true. */
export const INVITED_SPARE_SEAT = 'Invited! No extra charge: a seat already billed this cycle'

/**
 * What one more invitation costs, shown before it is sent. A seat freed this cycle is still
 * billed (TEAM-6), so while seats in use are below seats billed the invite costs nothing extra.
 */
export function inviteCostText(sub: Subscription | null | undefined): string | null {
  if (!sub) return null
  if (usesSpareSeat(sub)) return 'Uses a seat already billed this cycle (no extra charge)'
  const plan = productInfo(sub.productName)
  if (!plan) return 'Adds 1 billed seat'
  const price = formatUsd(PRICES[plan.plan][plan.schedule])
  return `Adds 1 billed seat at ${price} per user per month`
}

/** TEAM-20: the success toast agrees with the note that was shown before sending. */
export const invitedText = (sub: Subscription | null | undefined): string =>
  sub && usesSpareSeat(sub) ? INVITED_SPARE_SEAT : INVITE_RESULT_MESSAGES.invited

/** The seat counter, worded as on the billing tab (inactive included). */
export const seatCounterText = (sub: Subscription | null | undefined): string => seatLineText(sub)
