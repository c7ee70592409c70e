import type { Subscription } from '@/shared/contract'
import { formatNumber } from '@/shared/lib'
import { isActive } from './organisation-rules'

export const INACTIVE_SUBSCRIPTION = 'Your subscription is inactive, please reactivate'

/** BILL-3: the one seat line, so the team page and the billing tab read the same (UX-5: numbers the browser's way). */
export const seatLineText = (sub: Subscription | null | undefined): string =>
  sub && isActive(sub)
    ? `Using ${formatNumber(sub.numSeats)} of ${formatNumber(sub.seatsCurrentCycle)} billed seats`
    : INACTIVE_SUBSCRIPTION
