import { PLAN_CODE_VALUES } from '@/shared/contract'

export type PlanId = 'team' | 'enterprise'
export type Schedule = 'monthly' | 'annual'

const [TEAM_MONTHLY, TEAM_YEARLY, BUSINESS_MONTHLY, BUSINESS_YEARLY] = PLAN_CODE_VALUES

export const PLAN_CODES = {
  team: { monthly: TEAM_MONTHLY, annual: TEAM_YEARLY },
  enterprise: { monthly: BUSINESS_MONTHLY, annual: BUSINESS_YEARLY },
} as const satisfies Record<PlanId, Record<Schedule, string>>

export type PlanCode = (typeof PLAN_CODES)[PlanId][Schedule]

/** What Enterprise adds: its plan card lists them and the upgrade prompt names them. */
export const ENTERPRISE_FEATURES = [
  'Zero data retention',
  'SSO / SAML auth',
  'Org-wide data controls',
] as const

export const PLAN_NAMES: Record<PlanId, string> = { team: 'Teams', enterprise: 'Enterprise' }
export const SCHEDULE_NAMES: Record<Schedule, string> = { monthly: 'Monthly', annual: 'Annual' }

/** The one currency of every plan price: the API sends amounts without one (PLAN-3). */
export const PLAN_CURRENCY = 'USD'

/** Per user per month, in PLAN_CURRENCY (PLAN-3). */
export const PRICES: Record<PlanId, Record<Schedule, number>> = {
  team: { monthly: 12, annual: 10 },
  enterprise: { monthly: 30, annual: 24 },
}

export const SEAT_MINIMUM: Record<PlanId, number> = { team: 3, enterprise: 0 }
export const CHECKOUT_SEATS = 3
export const PLAN_ORDER: readonly PlanId[] = ['team', 'enterprise']

export const planCode = (plan: PlanId, schedule: Schedule): PlanCode => PLAN_CODES[plan][schedule]

/** Product names (PLAN-2): TEAM → Teams, BUSINESS → Enterprise; MONTHLY/YEARLY → schedule; else none. */
export function productInfo(
  productName: string | null | undefined,
): { plan: PlanId; schedule: Schedule } | null {
  for (const plan of PLAN_ORDER)
    for (const schedule of ['monthly', 'annual'] as const)
      if (PLAN_CODES[plan][schedule] === productName) return { plan, schedule }
  return null
}

/** Annual saving in percent, rounded up (Teams 17, Enterprise 20). */
export const annualDiscountPercent = (plan: PlanId): number =>
  Math.ceil(((PRICES[plan].monthly - PRICES[plan].annual) / PRICES[plan].monthly) * 100)

/** Seats billed: at least the plan's minimum. */
export const billedSeats = (plan: PlanId, seats: number): number =>
  Math.max(seats, SEAT_MINIMUM[plan])

/** First bill in PLAN_CURRENCY: per-seat monthly price × seats, times 12 when paid annually. */
export const firstBill = (plan: PlanId, schedule: Schedule, seats: number): number =>
  PRICES[plan][schedule] * billedSeats(plan, seats) * (schedule === 'annual' ? 12 : 1)
