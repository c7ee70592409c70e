import { useSuspenseQuery } from '@tanstack/react-query'
import { auditLogQueries } from '../api/audit-log.queries'
import { AUDIT_MESSAGES } from '../model/audit-log-messages'

/** AUDIT-1: the organisation's newest events, or a line saying there are none. */
export function AuditLogList() {
  const { data } = useSuspenseQuery(auditLogQueries.auditEvents())
  if (data.events.length === 0)
    return <p className="text-sm text-muted-foreground">{AUDIT_MESSAGES.empty}</p>
  return (
    <ul aria-label={AUDIT_MESSAGES.title} className="divide-y divide-border">
      {data.events.map((event) => (
        // Long names wrap rather than widen the page (UX-15).
        <li key={event.id} className="py-2 text-sm [overflow-wrap:anywhere]">
          {event.action} {event.target.label}
        </li>
      ))}
    </ul>
  )
}
