import type { Subscription } from '@/entities/organisation'
import { PLAN_NAMES, productInfo } from '@/entities/plan'
import { formatDate } from '@/shared/lib'
import { Banner } from '@/shared/ui'

/** BILL-4: access to the plan is lost after the plan end date. */
export function PastDueBanner({ subscription }: { subscription: Subscription }) {
  const info = productInfo(subscription.productName)
  const plan = info ? `${PLAN_NAMES[info.plan]} plan` : 'plan'
  return (
    <Banner tone="warning" title="Your payment is past due">
      We could not collect your last payment. You will lose access to your {plan} after{' '}
      {/* UX-5: the date in the browser's language and time zone; the sentence stays as written. */}
      {formatDate(subscription.planEndsAt * 1000)}. Choose Update Payment to pay the outstanding
      invoice.
    </Banner>
  )
}
