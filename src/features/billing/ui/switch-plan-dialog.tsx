import {
  PLAN_NAMES,
  PRICES,
  SCHEDULE_NAMES,
  billedSeats,
  firstBill,
  formatPrice,
  type PlanId,
  type Schedule,
} from '@/entities/plan'
import { formatNumber } from '@/shared/lib'
import { ConfirmDialog } from '@/shared/ui'

/**
 * BILL-8: confirms a switch that leaves Enterprise, naming the features it drops, with the new
 * per-seat price and seat count (Teams minimum 3).
 */
export function SwitchPlanDialog({
  plan,
  schedule,
  seats,
  losing,
  busy,
  onCancel,
  onConfirm,
}: {
  plan: PlanId
  schedule: Schedule
  seats: number
  /** The Enterprise features in use that the switch turns off. */
  losing: readonly string[]
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const billed = billedSeats(plan, seats)
  const total = formatPrice(firstBill(plan, schedule, seats))
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={`Switch to ${PLAN_NAMES[plan]} (${SCHEDULE_NAMES[schedule]})?`}
      description={`The new price is ${formatPrice(PRICES[plan][schedule])} per user / month for ${formatNumber(billed)} seats: ${total} ${schedule === 'annual' ? 'per year' : 'per month'}. The change takes effect now.`}
      confirmLabel="Switch plan"
      busy={busy}
      onConfirm={onConfirm}
    >
      <p className="text-sm">
        {losing.length
          ? `Your organization loses its Enterprise features: ${losing.join(', ')}.`
          : 'Your organization loses its Enterprise features: zero data retention, SSO / SAML auth and the HIPAA BAA.'}
      </p>
    </ConfirmDialog>
  )
}
