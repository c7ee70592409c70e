import { createFileRoute } from '@tanstack/react-router'
import { memberQueries } from '@/entities/member'
import { usageMemberQueries } from '@/entities/usage'
import { USAGE_MESSAGES, usageQueries, parseUsageSearch } from '@/features/usage'
import { requireAppAccess } from '../../gate/app-context'
import { UsageRoutePage } from '../../pages/usage/usage-route-page'
import { requireExtension } from '../../gate/require-extension'
import { UsageRouteError } from '../../ui/usage-route-error'

// USAGE-6, USAGE-7, USAGE-8: the range, the table's view and the reclaim bucket are the address.
export const Route = createFileRoute('/app/usage')({
  validateSearch: parseUsageSearch,
  loaderDeps: ({ search }) => ({ range: search.range ?? 30 }),
  loader: async ({ context: { queryClient }, deps, parentMatchPromise, cause }) => {
    const series = usageQueries.series(deps.range)
    // A new range keeps the page on screen; the chart shows it loading.
    if (cause === 'stay') return void queryClient.prefetchQuery(series)
    // One round on a cold link: the three reads go out beside the /app gate and the checks
    // below; a member's or an extensionless server's refusal is theirs to explain.
    const reads = Promise.all([
      queryClient.ensureQueryData(series),
      queryClient.ensureQueryData(usageMemberQueries.list()),
      queryClient.ensureQueryData(memberQueries.list()),
    ])
    reads.catch(() => undefined)
    await requireExtension(queryClient, 'usage') // USAGE-1: else `Not found`
    await requireAppAccess(parentMatchPromise, 'admin') // USAGE-1, USAGE-2
    // USAGE-2: whatever broke, the page's error names what failed.
    await reads.catch(() => {
      throw new Error(USAGE_MESSAGES.loadFailed)
    })
  },
  errorComponent: UsageRouteError,
  component: UsageRoutePage,
})
