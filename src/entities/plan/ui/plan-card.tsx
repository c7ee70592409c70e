import type { ReactNode } from 'react'
import { cn, formatCount } from '@/shared/lib'
import { Button } from '@/shared/ui'
import {
  CHECKOUT_SEATS,
  ENTERPRISE_FEATURES,
  PLAN_NAMES,
  PRICES,
  SEAT_MINIMUM,
  annualDiscountPercent,
  billedSeats,
  firstBill,
  type PlanId,
  type Schedule,
} from '../model/plans'
import { formatPrice } from '../model/price-format'

const FEATURES: Record<PlanId, string[]> = {
  team: [
    'Unlimited dictation for every member',
    'Shared dictionary and snippets',
    'Admin controls and billing',
  ],
  enterprise: ['Everything in Teams', ...ENTERPRISE_FEATURES, 'HIPAA BAA'],
}

export type PlanCardProps = {
  plan: PlanId
  schedule: Schedule
  /** The button's label, decided by the caller (BILL-5). */
  actionLabel: string
  onAction: () => void
  busy?: boolean
  disabled?: boolean
  highlighted?: boolean
  /** Seats the first bill is computed for (default: the checkout's 3). */
  seats?: number
  footer?: ReactNode
  /** The card's heading level: 3 where the cards sit under a section's own h2. */
  headingLevel?: 2 | 3
}

/** A plan with its per-user monthly price in the plan currency, the annual saving and what the first bill is. */
export function PlanCard({
  plan,
  schedule,
  actionLabel,
  onAction,
  busy,
  disabled,
  highlighted,
  seats = CHECKOUT_SEATS,
  footer,
  headingLevel = 2,
}: PlanCardProps) {
  const name = PLAN_NAMES[plan]
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const headingId = `plan-${plan}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        // Very narrow (large text on a small phone): less padding, and a word wider than the
        // card breaks rather than widen the page.
        'flex flex-col rounded-xl border bg-card p-6 shadow-sm [overflow-wrap:anywhere] narrow:p-4',
        highlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {name}
      </Heading>
      <p className="mt-3">
        <span className="text-3xl font-bold">{formatPrice(PRICES[plan][schedule])}</span>{' '}
        <span className="text-sm text-muted-foreground">per user / month</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {schedule === 'annual'
          ? `Billed annually — save ${annualDiscountPercent(plan)}%`
          : `Billed monthly, or save ${annualDiscountPercent(plan)}% annually`}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {SEAT_MINIMUM[plan] > 0 ? `${SEAT_MINIMUM[plan]}-seat minimum` : 'No seat minimum'}
      </p>
      <p className="mt-3 text-sm">
        First bill for {formatCount(billedSeats(plan, seats), 'seat', 'seats')}:{' '}
        <strong>{formatPrice(firstBill(plan, schedule, seats))}</strong>
        {schedule === 'annual' ? ' per year' : ' per month'}
      </p>
      <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
        {FEATURES[plan].map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Button
        className="mt-6"
        onClick={onAction}
        busy={busy}
        disabled={disabled}
        // Names the plan too ("Get started, Teams"): the two cards' buttons often share a label.
        aria-label={`${actionLabel}, ${name}`}
      >
        {actionLabel}
      </Button>
      {footer}
    </section>
  )
}
