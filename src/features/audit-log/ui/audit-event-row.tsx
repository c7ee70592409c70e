import { memo } from 'react'
import type { AuditEvent } from '@/shared/contract'
import { formatDateTime } from '@/shared/lib'
import { actionLabel } from '../model/audit-actions'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'

/** Who did it: their e-mail, or `System` (AUDIT-1). */
export const actorText = (event: AuditEvent): string =>
  event.actor.type === 'system' ? M.system : (event.actor.email ?? event.actor.id ?? M.system)

// AUDIT-10: four columns from sm up; below, a card with the time and action above who and what.
export const ROW_GRID =
  'grid gap-x-4 gap-y-0.5 sm:grid-cols-[minmax(9rem,11rem)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.2fr)] sm:items-center'

/**
 * One event: a button that opens its details (AUDIT-8), named by all it shows (AUDIT-1). Long
 * addresses and labels wrap rather than widen the page (UX-15). Memoised: the list redraws on
 * every scroll frame, and formatting a row's date is most of its cost.
 */
export const AuditEventRow = memo(function AuditEventRow({
  event,
  onOpen,
}: {
  event: AuditEvent
  onOpen: (event: AuditEvent) => void
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      className={`${ROW_GRID} w-full border-b border-border px-3 py-2.5 text-left text-sm [overflow-wrap:anywhere] hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring`}
    >
      <time dateTime={event.occurred_at} className="text-muted-foreground tabular-nums">
        {formatDateTime(event.occurred_at)}
      </time>
      <span className="order-3 sm:order-none">{actorText(event)}</span>
      <span className="order-2 font-medium sm:order-none">{actionLabel(event.action)}</span>
      <span className="order-4 text-muted-foreground sm:order-none sm:text-foreground">
        {event.target.label || event.target.id}
      </span>
    </button>
  )
})
