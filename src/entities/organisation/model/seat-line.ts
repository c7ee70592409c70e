import type { Subscription } from '@/shared/contract'
import { isActive } from './organisation-rules'

export const INACTIVE_SUBSCRIPTION = 'Your subscription is inactive, please reactivate'

/** BILL-3: the one seat line, so the team page and the billing tab read the same. */
export const seatLineText = (sub: Subscription | null | undefined): string =>
  sub && isActive(sub)
    ? `Using ${sub.numSeats} of ${sub.seatsCurrentCycle} billed seats`
    : INACTIVE_SUBSCRIPTION
