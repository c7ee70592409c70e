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

/** Confirms a direct plan switch with the new per-seat price and seat count (Teams minimum 3). */
export function SwitchPlanDialog({
  plan,
  schedule,
  seats,
  busy,
  onCancel,
  onConfirm,
}: {
  plan: PlanId
  schedule: Schedule
  seats: number
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
      tone="primary"
      busy={busy}
      onConfirm={onConfirm}
    />
  )
}
