import { Suspense, type ReactNode } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { buttonClass, Card, PageHeader, Spinner, useDocumentTitle } from '@/shared/ui'
import { USAGE_MESSAGES as M } from '../model/usage-messages'
import type { Bucket } from '../model/usage-search.schema'
import { UsageChartCard } from './usage-chart-card'
import { UsageHeadline } from './usage-headline'
import { UsageMembers } from './usage-members'

const route = getRouteApi('/app/usage')

/**
 * /app/usage (USAGE-1): headline figures, the chart and the members' table; `reclaim` is the
 * reclaim view (USAGE-8), composed by the app with the bulk actions. The route loaded the data.
 */
export function UsagePage({ reclaim }: { reclaim?: (bucket: Bucket) => ReactNode }) {
  const { range = 30, reclaim: bucket } = route.useSearch()
  return (
    <div>
      <PageHeader
        title={M.title}
        actions={
          bucket ? null : (
            <Link
              from="/app/usage"
              to="/app/usage"
              search={(s) => ({ ...s, reclaim: 'never' as const })}
              className={buttonClass('secondary')}
            >
              {M.reclaim}
            </Link>
          )
        }
      />
      <UsageHeadline />
      {bucket && reclaim ? reclaim(bucket) : null}
      {/* A new range keeps the page; only the chart shows it loading. */}
      <Suspense
        key={range}
        fallback={
          <Card className="mb-4 flex min-h-72 items-center justify-center">
            <Spinner />
          </Card>
        }
      >
        <UsageChartCard range={range} />
      </Suspense>
      <UsageMembers />
    </div>
  )
}

/** USAGE-1: what a member sees at the address. */
export function UsageAdminsOnly() {
  useDocumentTitle('Not authorized')
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <h1 className="text-lg font-semibold">{M.adminsOnly}</h1>
    </Card>
  )
}
