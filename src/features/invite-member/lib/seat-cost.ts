import type { Subscription } from '@/entities/organisation'
import { PRICES, formatUsd, productInfo } from '@/entities/plan'

/**
 * What one more invitation costs, shown before it is sent. A seat freed this cycle is still
 * billed (SPEC §4), so while seats in use are below seats billed the invite costs nothing extra.
 */
export function inviteCostText(sub: Subscription | null | undefined): string | null {
  if (!sub) return null
  if (sub.numSeats < sub.seatsCurrentCycle)
    return 'Uses a seat already billed this cycle (no extra charge)'
  const plan = productInfo(sub.productName)
  if (!plan) return 'Adds 1 billed seat'
  const price = formatUsd(PRICES[plan.plan][plan.schedule])
  return `Adds 1 billed seat at ${price} per user per month`
}

/** The seat counter, worded as on the billing page. */
export const seatCounterText = (sub: Subscription): string =>
  `Using ${sub.numSeats} of ${sub.seatsCurrentCycle} billed seats`
