export {
  ENTERPRISE_FEATURES,
  PLAN_NAMES,
  SCHEDULE_NAMES,
  PRICES,
  SEAT_MINIMUM,
  CHECKOUT_SEATS,
  PLAN_ORDER,
  planCode,
  productInfo,
  annualDiscountPercent,
  billedSeats,
  firstBill,
  PLAN_CURRENCY,
} from './model/plans'
export { formatPrice } from './model/price-format'
export type { PlanId, Schedule, PlanCode } from './model/plans'
export { CHECKOUT_FAILED } from './api/checkout'
export { useStartCheckout } from './api/use-start-checkout'
export { PlanCard } from './ui/plan-card'
export { ScheduleToggle } from './ui/schedule-toggle'
