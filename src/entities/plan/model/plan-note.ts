import {
  PLAN_CURRENCY,
  PLAN_NAMES,
  PLAN_ORDER,
  SEAT_MINIMUM,
  annualDiscountPercent,
  type PlanId,
} from './plans'

const seatRule = (plan: PlanId) =>
  SEAT_MINIMUM[plan] > 0
    ? `${PLAN_NAMES[plan]} has a ${SEAT_MINIMUM[plan]}-seat minimum`
    : `${PLAN_NAMES[plan]} has no minimum`

/** The payment note (PAY-2), built from the plan constants so it cannot drift from them. */
export const paymentNote = (): string =>
  `${PLAN_ORDER.map(seatRule).join('; ')}. Billing for new users is prorated. All prices are in ${PLAN_CURRENCY}.`

/** The best annual saving across plans, for the toggle's hint (20% today). */
export const bestAnnualSaving = (): number => Math.max(...PLAN_ORDER.map(annualDiscountPercent))
