import type { Organisation, Subscription } from '@/shared/contract'

/** ACCESS-1: admin when userRole equals 'admin', case-insensitively. */
export const isAdmin = (org: Pick<Organisation, 'userRole'> | null | undefined): boolean =>
  org?.userRole?.toLowerCase() === 'admin'

export const isActive = (sub: Subscription | null | undefined): boolean => sub?.status === 'active'
export const isPastDue = (sub: Subscription | null | undefined): boolean =>
  sub?.status === 'past_due'

/** MODEL-2: the UI distinguishes active, past due and everything else. */
export type SubscriptionState = 'active' | 'past_due' | 'other'
export const subscriptionState = (sub: Subscription | null | undefined): SubscriptionState =>
  isActive(sub) ? 'active' : isPastDue(sub) ? 'past_due' : 'other'
