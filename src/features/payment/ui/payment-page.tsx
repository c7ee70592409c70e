import { useState } from 'react'
import { isAdmin, isPastDue, useOrganisation } from '@/entities/organisation'
import {
  CHECKOUT_FAILED,
  PLAN_ORDER,
  PlanCard,
  ScheduleToggle,
  bestAnnualSaving,
  paymentNote,
  useStartCheckout,
  type PlanId,
  type Schedule,
} from '@/entities/plan'
import { rateLimitMessage } from '@/shared/api'
import { getConfig } from '@/shared/config'
import { Banner, Button, ExternalLink, PageHeader } from '@/shared/ui'
import { chosenSchedule, rememberSchedule } from '../model/chosen-schedule'

/** The billing portal, opened in a new tab (BILL-9); the app passes the billing feature's. */
type BillingPortal = { open: () => void; isPending: boolean }

type PaymentPageProps = { billingPortal: BillingPortal }

/** /payment "Select your plan" (PAY-1): an organisation without an active plan picks one. */
export function PaymentPage({ billingPortal }: PaymentPageProps) {
  const organisation = useOrganisation()
  const admin = isAdmin(organisation)
  // PAY-7, BILL-5: past due, "Update Payment" opens the billing portal, never a second checkout.
  const pastDue = isPastDue(organisation.subscription)
  const updatePayment = admin && pastDue
  const [schedule, setSchedule] = useState<Schedule>(chosenSchedule)
  const checkout = useStartCheckout()
  // After success the browser is leaving: keep the chosen card busy until it has.
  const leaving = checkout.isPending || checkout.isSuccess
  const chosen: PlanId | undefined = checkout.variables?.plan
  const contact = getConfig().enterpriseContact

  const choose = (plan: PlanId) => checkout.mutate({ plan, schedule })

  return (
    <div>
      <PageHeader
        title="Select your plan"
        description={`Choose how ${organisation.name} uses Flow.`}
      />
      <div className="flex flex-col gap-6">
        {updatePayment ? (
          <Banner
            tone="warning"
            title="Your last payment failed"
            action={
              <Button
                variant="secondary"
                busy={billingPortal.isPending}
                onClick={() => billingPortal.open()}
              >
                Update Payment
              </Button>
            }
          >
            Update your payment method in the billing portal to keep your current plan.
          </Banner>
        ) : null}
        {!admin ? (
          <Banner tone="info" title="Only organization administrators can choose a plan">
            Ask an admin of your organization to select a plan.
          </Banner>
        ) : null}
        <ScheduleToggle
          value={schedule}
          onChange={(next) => {
            setSchedule(next)
            rememberSchedule(next)
          }}
          disabled={leaving}
          hint={`Save up to ${bestAnnualSaving()}% with annual billing`}
        />
        {checkout.isError ? (
          <Banner tone="error">{rateLimitMessage(checkout.error) ?? CHECKOUT_FAILED}</Banner>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          {PLAN_ORDER.map((plan) => (
            <PlanCard
              key={plan}
              plan={plan}
              schedule={schedule}
              actionLabel={updatePayment ? 'Update Payment' : 'Get started'}
              busy={updatePayment ? billingPortal.isPending : leaving && chosen === plan}
              // The chosen card is busy, not disabled, so it keeps the keyboard's focus (UX-14).
              disabled={!admin || (leaving && chosen !== plan)}
              onAction={() => (updatePayment ? billingPortal.open() : choose(plan))}
            />
          ))}
        </div>
        <p className="text-center text-sm text-muted-foreground">{paymentNote()}</p>
        <p className="text-center text-sm">
          Need a custom plan?{' '}
          {/* SHELL: a link that does not start with a slash opens in a new tab. */}
          <ExternalLink href={`mailto:${contact}`} className="font-medium text-primary underline">
            Contact {contact}
          </ExternalLink>
        </p>
      </div>
    </div>
  )
}
