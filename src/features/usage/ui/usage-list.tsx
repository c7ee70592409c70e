import { useSuspenseQuery } from '@tanstack/react-query'
import { formatNumber } from '@/shared/lib'
import { usageQueries } from '../api/usage.queries'

/** USAGE-2: the range's totals (the page's figures and chart come next). */
export function UsageList() {
  const { data } = useSuspenseQuery(usageQueries.usage())
  return (
    <p className="text-sm">
      {formatNumber(data.active_users)} active users, {formatNumber(data.words)} words
    </p>
  )
}
