import { useSuspenseQuery } from '@tanstack/react-query'
import { INACTIVE_SUBSCRIPTION_TEXT, useOrganisation } from '@/entities/organisation'
import { usageMemberQueries } from '@/entities/usage'
import { formatNumber } from '@/shared/lib'
import { headline } from '../model/headline'
import { seatsUsedText, USAGE_MESSAGES as M } from '../model/usage-messages'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold [overflow-wrap:anywhere]">{value}</dd>
    </div>
  )
}

/** USAGE-5: the headline figures, from the members' usage and this cycle's billed seats. */
export function UsageHeadline() {
  const { data } = useSuspenseQuery(usageMemberQueries.list())
  const { subscription } = useOrganisation()
  const h = headline(data.members, subscription, Date.parse(data.as_of))
  return (
    <dl className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label={M.active7} value={formatNumber(h.active7)} />
      <Figure label={M.active30} value={formatNumber(h.active30)} />
      <Figure label={M.words30} value={formatNumber(h.words30)} />
      <Figure
        label={M.seatsUsed}
        value={
          h.seats
            ? seatsUsedText(formatNumber(h.seats.used), formatNumber(h.seats.billed))
            : INACTIVE_SUBSCRIPTION_TEXT
        }
      />
    </dl>
  )
}
