import { lazy, Suspense, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cn, formatDate, formatNumber } from '@/shared/lib'
import { Button, Card } from '@/shared/ui'
import { usageQueries } from '../api/usage.queries'
import { USAGE_MESSAGES as M } from '../model/usage-messages'
import { RANGES, type UsageRange } from '../model/usage-search.schema'

const UsageChart = lazy(() => import('./usage-chart'))

// jsdom has no canvas or matchMedia: there the table alone says it all.
const canDraw = () => typeof window.matchMedia === 'function'

const day = (date: string) => formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC' })

/** USAGE-6: the range's chart, with its figures as a table for screen readers and keyboards. */
export function UsageChartCard({ range }: { range: UsageRange }) {
  const { data } = useSuspenseQuery(usageQueries.series(range))
  const [asTable, setAsTable] = useState(false)
  const label = `${M.chartTitle}, last ${range} days${data.interval === 'week' ? ', by week' : ''}`
  return (
    <Card className="mb-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{M.chartTitle}</h2>
        <nav aria-label="Range" className="flex flex-wrap gap-1">
          {RANGES.map((r) => (
            <Link
              key={r}
              from="/app/usage"
              to="/app/usage"
              search={(prev) => ({ ...prev, range: r === 30 ? undefined : r })}
              replace
              aria-current={r === range ? 'true' : undefined}
              className={cn(
                'inline-flex items-center rounded-md px-2 py-1 text-sm pointer-coarse:min-h-11 pointer-coarse:px-3',
                r === range ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {r} days
            </Link>
          ))}
        </nav>
      </div>
      {asTable ? null : (
        <>
          {/* The lines' key, for sighted readers: the figure's name and its table say the same. */}
          <p
            aria-hidden="true"
            className="mb-2 flex flex-wrap gap-x-4 text-xs text-muted-foreground"
          >
            <span className="inline-flex items-center gap-1.5">
              <span className="w-5 border-t-2 border-primary" />
              Active users (left)
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="w-5 border-t border-dashed border-muted-foreground" />
              Words (right)
            </span>
          </p>
          <figure role="img" aria-label={label} className="min-h-60">
            {canDraw() ? (
              <Suspense fallback={null}>
                <UsageChart series={data.series} />
              </Suspense>
            ) : null}
          </figure>
        </>
      )}
      <Button variant="secondary" aria-expanded={asTable} onClick={() => setAsTable((v) => !v)}>
        {asTable ? M.hideTable : M.showTable}
      </Button>
      {asTable ? (
        <div className="mt-3 max-h-96 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col">Date</th>
                <th scope="col" className="text-right">
                  Active users
                </th>
                <th scope="col" className="text-right">
                  Words
                </th>
              </tr>
            </thead>
            <tbody>
              {data.series.map((p) => (
                <tr key={p.date} className="border-t border-border">
                  <th scope="row" className="py-1 text-left font-normal">
                    {day(p.date)}
                  </th>
                  <td className="text-right">{formatNumber(p.active_users)}</td>
                  <td className="text-right">{formatNumber(p.words)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  )
}
