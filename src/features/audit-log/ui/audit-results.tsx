import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { AuditEvent } from '@/shared/contract'
import { formatCount } from '@/shared/lib'
import { Button, ErrorState } from '@/shared/ui'
import { auditLogQueries } from '../api/audit-log.queries'
import { keptStart } from '../lib/kept-start'
import { hasFilters } from '../model/audit-filters'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'
import type { AuditSearch } from '../model/audit-search.schema'
import { AuditEventDetail } from './audit-event-detail'
import { VirtualAuditList } from './virtual-audit-list'

/** What one set of filters found, said by the page's live region (AUDIT-7). */
export type AuditSummary = { key: string; text: string; empty: boolean }

export const summaryKey = (search: AuditSearch) => JSON.stringify(search)

/**
 * The events one set of filters shows (its first page loaded by the route): the retention line,
 * the list, the next page as the list nears its end, and each event's details.
 */
export function AuditResults({
  search,
  busy = false,
  onSummary,
}: {
  search: AuditSearch
  /** Other filters are loading: these results stay, dimmed, until theirs come. */
  busy?: boolean
  onSummary: (summary: AuditSummary) => void
}) {
  const query = useSuspenseInfiniteQuery(auditLogQueries.events(search))
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  const { hasPreviousPage, isFetchingPreviousPage, isFetchPreviousPageError } = query
  const events = useMemo(() => data.pages.flatMap((page) => page.events), [data.pages])
  const [open, setOpen] = useState<AuditEvent | null>(null)

  // AUDIT-11: pages let go above keep their rows' places; the count is how far the list reached.
  const [kept, setKept] = useState({ pages: data.pages, start: 0, reached: events.length })
  if (kept.pages !== data.pages) {
    const start = hasPreviousPage ? keptStart(kept, data.pages) : 0
    setKept({ pages: data.pages, start, reached: Math.max(kept.reached, start + events.length) })
  }

  const empty = events.length === 0
  const text = empty
    ? hasFilters(search)
      ? M.noMatches
      : M.empty
    : `Showing ${formatCount(kept.reached, 'event', 'events')}${hasNextPage ? ', more as you scroll' : ''}`
  const key = summaryKey(search)
  useEffect(() => onSummary({ key, text, empty }), [key, text, empty, onSummary])

  // AUDIT-3: one page at a time; after a failure only Try again asks again.
  const nearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
      void fetchNextPage({ cancelRefetch: false })
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage])
  const { fetchPreviousPage } = query
  const nearStart = useCallback(() => {
    if (hasPreviousPage && !isFetchingPreviousPage && !isFetchPreviousPageError)
      void fetchPreviousPage({ cancelRefetch: false })
  }, [hasPreviousPage, isFetchingPreviousPage, isFetchPreviousPageError, fetchPreviousPage])

  const retention = data.pages[0]?.retention_days
  return (
    <>
      {retention ? (
        <p className="mb-3 text-sm text-muted-foreground">{M.retention(retention)}</p>
      ) : null}
      {isFetchPreviousPageError ? (
        <ErrorState
          className="mb-3"
          message={M.loadFailed}
          onRetry={() => void fetchPreviousPage({ cancelRefetch: false })}
        />
      ) : null}
      {empty ? null : (
        <VirtualAuditList
          events={events}
          start={kept.start}
          busy={busy}
          onOpen={setOpen}
          onNearStart={nearStart}
          onNearEnd={nearEnd}
        />
      )}
      {isFetchNextPageError ? (
        <ErrorState
          className="mt-3"
          message={M.loadFailed}
          onRetry={() => void fetchNextPage({ cancelRefetch: false })}
        />
      ) : hasNextPage ? (
        <div className="mt-3 flex justify-center">
          {/* Scrolling loads the next page by itself; the button is there for the keyboard. */}
          <Button
            variant="secondary"
            busy={isFetchingNextPage}
            busyLabel="Loading more events…"
            onClick={() => void fetchNextPage({ cancelRefetch: false })}
          >
            Load more events
          </Button>
        </div>
      ) : null}
      <AuditEventDetail event={open} onClose={() => setOpen(null)} />
    </>
  )
}
