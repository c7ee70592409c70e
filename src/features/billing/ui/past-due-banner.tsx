import type { Subscription } from '@/entities/organisation'
import { PLAN_NAMES, productInfo } from '@/entities/plan'
import { Banner } from '@/shared/ui'

export const formatPlanEnd = (epochSeconds: number): string =>
  new Date(epochSeconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })

/** BILL-4: access to the plan is lost after the plan end date. */
export function PastDueBanner({ subscription }: { subscription: Subscription }) {
  const info = productInfo(subscription.productName)
  const plan = info ? `${PLAN_NAMES[info.plan]} plan` : 'plan'
  return (
    <Banner tone="warning" title="Your payment is past due">
      We could not collect your last payment. You will lose access to your {plan} after{' '}
      {formatPlanEnd(subscription.planEndsAt)}. Choose Update Payment to pay the outstanding
      invoice.
    </Banner>
  )
}
