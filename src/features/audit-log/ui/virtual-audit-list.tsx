import { useEffect } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { AuditEvent } from '@/shared/contract'
import { cn, useRowHeight, useScrollMargin } from '@/shared/lib'
import { WindowRow } from '@/shared/ui'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'
import { AuditEventRow, ROW_GRID } from './audit-event-row'

// A wide row: one 1.25rem line, 0.625rem above and below, and its 1 px border. Phone cards are
// taller and every row is measured once drawn; an exact guess keeps the undrawn rows' height
// right, and measuring the drawn ones redoes no render (as the usage table).
const ROW_REM = 2.5
// How close to the last loaded event the next page is asked for (AUDIT-3).
const NEAR_END = 15

/**
 * AUDIT-1, AUDIT-3, AUDIT-11: the events, virtualised against the window (only those near the
 * viewport are in the page, whatever was scrolled through); nearing the end asks for the next
 * page. `events` are the kept ones, from row `start` on: the rows above hold their places, and
 * nearing them asks for the page before.
 */
export function VirtualAuditList({
  events,
  start,
  busy,
  onOpen,
  onNearStart,
  onNearEnd,
}: {
  events: readonly AuditEvent[]
  start: number
  busy: boolean
  onOpen: (event: AuditEvent) => void
  onNearStart: () => void
  onNearEnd: () => void
}) {
  const count = start + events.length
  // The filters above the list move it down the page; keep the offset in step.
  const { ref: listRef, scrollMargin } = useScrollMargin<HTMLDivElement>()
  const rowHeight = useRowHeight(ROW_REM, 1)
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
    // Keys stay the library's own, each row's place in the whole list, so a measured height
    // outlives its page (AUDIT-11); an inline getItemKey would redo every row's offset per frame.
  })
  const rows = virtualizer.getVirtualItems()
  const firstDrawn = rows[0]?.index ?? 0
  const lastDrawn = rows.at(-1)?.index ?? -1
  useEffect(() => {
    if (lastDrawn >= count - NEAR_END) onNearEnd()
  }, [lastDrawn, count, onNearEnd])
  useEffect(() => {
    if (start > 0 && firstDrawn < start + NEAR_END) onNearStart()
  }, [firstDrawn, start, onNearStart])

  return (
    <div className={cn('rounded-lg border border-border bg-card', busy && 'opacity-60')}>
      {/* Column names for sighted readers; each row's button already says all it holds. */}
      <div
        aria-hidden="true"
        className={`${ROW_GRID} hidden border-b border-border px-3 py-2 text-xs font-medium text-muted-foreground uppercase sm:grid`}
      >
        <span>Time</span>
        <span>Actor</span>
        <span>Action</span>
        <span>Target</span>
      </div>
      <div
        ref={listRef}
        role="list"
        aria-label={M.title}
        aria-busy={busy || undefined}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const event = events[row.index - start]
          if (!event) return null
          return (
            <WindowRow
              key={row.key}
              item={row}
              scrollMargin={scrollMargin}
              measure={virtualizer.measureElement}
              role="listitem"
              aria-setsize={count}
              aria-posinset={row.index + 1}
            >
              <AuditEventRow event={event} onOpen={onOpen} />
            </WindowRow>
          )
        })}
      </div>
    </div>
  )
}
