import { PLAN_NAMES, type PlanId } from '@/entities/plan'

/** The exact billing strings (BILL-1, BILL-3, BILL-7, BILL-9). */
export const BILLING_MESSAGES = {
  adminTitle: 'Admin Access Required',
  adminOnly: 'The billing page is only accessible to organization administrators.',
  inactive: 'Your subscription is inactive, please reactivate',
  switchFailed: 'Failed to switch plan',
  noSubscription: 'Failed to find your subscription. Please contact support.',
} as const

export const switchedTo = (plan: PlanId) => `Successfully switched to ${PLAN_NAMES[plan]} plan`
