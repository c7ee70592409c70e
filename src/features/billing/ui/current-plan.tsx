import { useState } from 'react'
import type { Organisation, Subscription } from '@/entities/organisation'
import { seatLineText } from '@/entities/organisation'
import { PLAN_NAMES, SCHEDULE_NAMES, productInfo } from '@/entities/plan'
import { formatDate, formatDateTime, formatRelativeTime } from '@/shared/lib'
import { Button, Card, Badge } from '@/shared/ui'

const STATUS_NAMES: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due',
  trialing: 'Trial',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  inactive: 'Inactive',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
}

// As the team table's statuses: active reads green, a payment problem amber, an end red.
const STATUS_TONES: Record<string, 'success' | 'warning' | 'destructive' | 'info'> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  unpaid: 'warning',
  incomplete: 'warning',
  canceled: 'destructive',
  incomplete_expired: 'destructive',
}

/** The current plan, its status, the seats line and Manage Subscription. */
export function CurrentPlan({
  organisation,
  portalBusy,
  onManage,
}: {
  organisation: Organisation
  portalBusy: boolean
  onManage: () => void
}) {
  const sub = organisation.subscription
  const info = productInfo(sub?.productName)
  return (
    <Card aria-labelledby="current-plan-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="current-plan-heading" className="text-sm font-medium text-muted-foreground">
            Current plan
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xl font-semibold">
            {info ? `${PLAN_NAMES[info.plan]} · ${SCHEDULE_NAMES[info.schedule]}` : 'No plan'}
            {sub ? (
              <Badge tone={STATUS_TONES[sub.status] ?? 'neutral'}>
                {STATUS_NAMES[sub.status] ?? sub.status}
              </Badge>
            ) : null}
          </p>
          <p className="mt-2 text-sm text-foreground">{seatLineText(sub)}</p>
          {sub ? <PeriodEnd subscription={sub} /> : null}
        </div>
        <Button variant="secondary" busy={portalBusy} onClick={onManage}>
          Manage Subscription
        </Button>
      </div>
    </Card>
  )
}

/** [team] When the period ends, as a date and relative to now, the browser's way (UX-5). */
function PeriodEnd({ subscription }: { subscription: Subscription }) {
  const [now] = useState(() => Date.now())
  const label = PERIOD_LABELS[subscription.status]
  if (!label) return null
  const at = subscription.planEndsAt * 1000
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      {label}{' '}
      <time dateTime={new Date(at).toISOString()} title={formatDateTime(at)}>
        {formatDate(at)}
      </time>{' '}
      ({formatRelativeTime(at, now)})
    </p>
  )
}

const PERIOD_LABELS: Partial<Record<Subscription['status'], string>> = {
  active: 'Renews on',
  trialing: 'Trial ends on',
  canceled: 'Ended on',
}
