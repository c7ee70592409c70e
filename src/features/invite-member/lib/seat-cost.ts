import { isActive, seatLineText, type Subscription } from '@/entities/organisation'
import { PRICES, formatPrice, productInfo } from '@/entities/plan'

/**
 * What one more invitation costs, shown before it is sent. TEAM-20: it says what the success
 * toast will say ("You will be billed for 1 extra user"), never that the seat is free.
 */
export function inviteCostText(sub: Subscription | null | undefined): string | null {
  // TEAM-6: only beside an active plan's seat line; otherwise (past due included) that line
  // asks to reactivate (BILL-3), and a price beside it would disagree with it.
  if (!sub || !isActive(sub)) return null
  const plan = productInfo(sub.productName)
  if (!plan) return 'Adds 1 billed seat'
  const price = formatPrice(PRICES[plan.plan][plan.schedule])
  return `Adds 1 billed seat at ${price} per user per month`
}

/** The seat counter, worded as on the billing tab (inactive included). */
export const seatCounterText = (sub: Subscription | null | undefined): string => seatLineText(sub)

/** What the seat meter shows: members, pending invitations and billed seats (INVITE-10). */
export type SeatUse = {
  members: number
  pending: number
  /** Seats in use and billed, from an active subscription; null otherwise. */
  inUse: number | null
  billed: number | null
}

export function seatUse(
  sub: Subscription | null | undefined,
  members: readonly unknown[],
  invites: readonly { status: string }[],
): SeatUse {
  const pending = invites.filter((i) => i.status === 'pending').length
  const active = sub && isActive(sub)
  return {
    members: members.length,
    pending,
    inUse: active ? sub.numSeats : null,
    billed: active ? sub.seatsCurrentCycle : null,
  }
}
