import { useState } from 'react'
import {
  isActive,
  isAdmin,
  subscriptionState,
  useOrganisation,
  type Organisation,
} from '@/entities/organisation'
import {
  CHECKOUT_FAILED,
  CHECKOUT_SEATS,
  PLAN_ORDER,
  PlanCard,
  ScheduleToggle,
  paymentNote,
  planCode,
  productInfo,
  useStartCheckout,
  type PlanId,
  type Schedule,
} from '@/entities/plan'
import { rateLimitMessage } from '@/shared/api'
import { useSingleFlightMutation } from '@/shared/lib'
import { Banner, useToast } from '@/shared/ui'
import { useSwitchPlan } from '../api/use-switch-plan'
import { BILLING_MESSAGES, switchedTo } from '../model/billing-messages'
import { scheduleToggle } from '../model/default-schedule'
import { dropsEnterprise, enterpriseFeaturesInUse } from '../model/enterprise-loss'
import { planAction } from '../model/plan-action'
import { CurrentPlan } from './current-plan'
import { PastDueBanner } from './past-due-banner'
import { SwitchPlanDialog } from './switch-plan-dialog'
import { useOpenBillingPortal } from './use-open-billing-portal'

/** The Billing tab (admins only, BILL-1). */
export function BillingSettings() {
  const organisation = useOrganisation()
  if (!isAdmin(organisation))
    return (
      <Banner tone="warning">
        <strong>{BILLING_MESSAGES.adminTitle}:</strong> {BILLING_MESSAGES.adminOnly}
      </Banner>
    )
  return <AdminBilling key={organisation.id} organisation={organisation} />
}

function AdminBilling({ organisation }: { organisation: Organisation }) {
  const sub = organisation.subscription
  const state = subscriptionState(sub)
  const current = productInfo(sub?.productName)
  const toggle = scheduleToggle(isActive(sub), current)
  const [schedule, setSchedule] = useState<Schedule>(toggle.initial)
  const [switchTo, setSwitchTo] = useState<PlanId | null>(null)
  const portal = useOpenBillingPortal()
  const startCheckout = useStartCheckout()
  const switchPlan = useSingleFlightMutation(useSwitchPlan())
  const toast = useToast()
  const seats = sub && state !== 'other' ? sub.seatsCurrentCycle : CHECKOUT_SEATS
  // After success the browser is leaving for checkout: keep the chosen card busy until it has.
  const leaving = startCheckout.isPending || startCheckout.isSuccess
  const checkoutPlan = leaving ? startCheckout.variables?.plan : undefined

  const openPortal = () => void portal.open()

  const checkout = (plan: PlanId) => {
    if (leaving) return
    startCheckout.mutate(
      { plan, schedule },
      {
        onError: (error) => toast(rateLimitMessage(error) ?? CHECKOUT_FAILED, 'error'),
      },
    )
  }

  // BILL-5: an active plan's card switches directly; VAL-4: one switch at a time.
  const switchNow = (plan: PlanId) =>
    switchPlan.mutate(planCode(plan, schedule), {
      onSuccess: () => toast(switchedTo(plan)),
      onError: (error) => toast(rateLimitMessage(error) ?? BILLING_MESSAGES.switchFailed, 'error'),
      onSettled: () => setSwitchTo(null),
    })
  const switching = switchPlan.isPending ? switchPlan.variables : undefined

  return (
    <div className="flex flex-col gap-6">
      {state === 'past_due' && sub ? <PastDueBanner subscription={sub} /> : null}
      <CurrentPlan
        organisation={organisation}
        portalBusy={portal.isPending}
        onManage={openPortal}
      />
      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plans-heading" className="text-lg font-semibold">
            Plans
          </h2>
          {toggle.visible ? (
            <ScheduleToggle value={schedule} onChange={setSchedule} disabled={leaving} />
          ) : null}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {PLAN_ORDER.map((plan) => {
            const action = planAction({ state, current, card: { plan, schedule } })
            const onAction = () => {
              if (action.kind === 'portal') openPortal()
              else if (action.kind === 'checkout') checkout(plan)
              // BILL-8 (override): only a switch that drops Enterprise asks first.
              else if (dropsEnterprise(current?.plan, plan)) setSwitchTo(plan)
              else switchNow(plan)
            }
            return (
              <PlanCard
                key={plan}
                headingLevel={3}
                plan={plan}
                schedule={schedule}
                seats={seats}
                actionLabel={action.label}
                onAction={onAction}
                // PAY-5: while the browser leaves for one plan's checkout, the other waits.
                disabled={
                  action.kind === 'current' ||
                  (leaving && checkoutPlan !== plan) ||
                  (switching !== undefined && switching !== planCode(plan, schedule))
                }
                busy={
                  checkoutPlan === plan ||
                  (action.kind === 'portal' && portal.isPending) ||
                  (!switchTo && switching === planCode(plan, schedule))
                }
                highlighted={current?.plan === plan && current.schedule === schedule}
              />
            )
          })}
        </div>
        <p className="text-sm text-muted-foreground">{paymentNote()}</p>
      </section>
      {switchTo ? (
        <SwitchPlanDialog
          plan={switchTo}
          schedule={schedule}
          seats={sub?.seatsCurrentCycle ?? CHECKOUT_SEATS}
          losing={enterpriseFeaturesInUse(organisation)}
          busy={switchPlan.isPending}
          onCancel={() => setSwitchTo(null)}
          onConfirm={() => switchNow(switchTo)}
        />
      ) : null}
    </div>
  )
}
