import { nowSeconds, PLAN_INFO, type PlanCode } from './config'
import { type Org } from './db'
import { seatsInUse } from './org-rules'

/** Subscription changes shared by the payment API and the demo checkout/billing pages. */

export function periodEnd(plan: PlanCode, from = nowSeconds()): number {
  const date = new Date(from * 1000)
  if (PLAN_INFO[plan].schedule === 'Annual') date.setFullYear(date.getFullYear() + 1)
  else date.setMonth(date.getMonth() + 1)
  return Math.floor(date.getTime() / 1000)
}

/** Checkout paid: the subscription becomes active with the plan and seats bought. */
export function activateSubscription(org: Org, plan: PlanCode, seats: number): void {
  org.subscription = {
    status: 'active',
    productName: plan,
    seatsCurrentCycle: Math.max(seats, seatsInUse(org.id)),
    planEndsAt: periodEnd(plan),
  }
}

/** The outstanding invoice of a past-due subscription is paid. */
export function payOutstanding(org: Org): void {
  const sub = org.subscription
  if (!sub || sub.status !== 'past_due') return
  sub.status = 'active'
  if (sub.planEndsAt <= nowSeconds() + 86_400 && sub.productName)
    sub.planEndsAt = periodEnd(sub.productName, sub.planEndsAt)
}

export function switchPlan(org: Org, plan: PlanCode): void {
  const sub = org.subscription
  if (!sub) return
  const scheduleChanged =
    !sub.productName || PLAN_INFO[sub.productName].schedule !== PLAN_INFO[plan].schedule
  sub.productName = plan
  if (scheduleChanged) sub.planEndsAt = periodEnd(plan)
}
