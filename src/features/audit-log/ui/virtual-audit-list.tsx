import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { AuditEvent } from '@/shared/contract'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'
import { AuditEventRow, ROW_GRID } from './audit-event-row'

// A row on a wide screen; phone cards are taller, and every row is measured once drawn.
const ESTIMATED_ROW = 48
// How close to the last loaded event the next page is asked for (AUDIT-3).
const NEAR_END = 15

/**
 * AUDIT-1, AUDIT-3: the events, virtualised against the window (only those near the viewport are
 * in the page, whatever was scrolled through); nearing the end asks for the next page.
 */
export function VirtualAuditList({
  events,
  onOpen,
  onNearEnd,
}: {
  events: readonly AuditEvent[]
  onOpen: (event: AuditEvent) => void
  onNearEnd: () => void
}) {
  const listRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  // The filters above the list move it down the page; keep the offset in step.
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: events.length,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 10,
    scrollMargin,
    getItemKey: (index) => events[index]?.id ?? index,
  })
  const rows = virtualizer.getVirtualItems()
  const lastDrawn = rows.at(-1)?.index ?? -1
  useEffect(() => {
    if (lastDrawn >= events.length - NEAR_END) onNearEnd()
  }, [lastDrawn, events.length, onNearEnd])

  return (
    <div className="rounded-lg border border-border bg-card">
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
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const event = events[row.index]
          if (!event) return null
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="listitem"
              aria-setsize={events.length}
              aria-posinset={row.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <AuditEventRow event={event} onOpen={onOpen} />
            </div>
          )
        })}
      </div>
    </div>
  )
}
