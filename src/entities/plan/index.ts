export {
  ENTERPRISE_FEATURES,
  PLAN_NAMES,
  SCHEDULE_NAMES,
  PRICES,
  CHECKOUT_SEATS,
  PLAN_ORDER,
  planCode,
  productInfo,
  billedSeats,
  firstBill,
} from './model/plans'
export { formatPrice } from './model/price-format'
export { bestAnnualSaving, paymentNote } from './model/plan-note'
export type { PlanId, Schedule, PlanCode } from './model/plans'
export { CHECKOUT_FAILED } from './api/checkout'
export { useStartCheckout } from './api/use-start-checkout'
export { PlanCard } from './ui/plan-card'
export { ScheduleToggle } from './ui/schedule-toggle'
