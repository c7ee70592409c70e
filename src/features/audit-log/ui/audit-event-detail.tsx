import type { ReactNode } from 'react'
import type { AuditEvent } from '@/shared/contract'
import { formatTimestamp } from '@/shared/lib'
import { Button, Dialog } from '@/shared/ui'
import { actionLabel } from '../model/audit-actions'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'
import { actorText } from './audit-event-row'

type Value = string | number | boolean | null

/** AUDIT-8: an empty value reads `none`; every other one as written. */
const shown = (value: Value): string => (value === null || value === '' ? M.none : String(value))

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-4 py-1.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

/** AUDIT-8: every field of one event, and its changed fields before and after. */
export function AuditEventDetail({
  event,
  onClose,
}: {
  event: AuditEvent | null
  onClose: () => void
}) {
  const changes = event ? Object.entries(event.changes) : []
  const metadata = event ? Object.entries(event.metadata) : []
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      size="xl"
      title={event ? actionLabel(event.action) : ''}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {event ? (
        <div className="text-sm">
          <dl className="divide-y divide-border">
            <Item term="Time">
              <time dateTime={event.occurred_at}>{formatTimestamp(event.occurred_at)}</time>
            </Item>
            <Item term="Action">
              <code>{event.action}</code>
            </Item>
            <Item term="Actor">
              {actorText(event)}
              {event.actor.id ? ` (${event.actor.id})` : ''}
            </Item>
            <Item term="Target">
              {event.target.label || M.none} ({event.target.type}, {event.target.id || M.none})
            </Item>
            <Item term="Address">{event.context.ip ?? M.none}</Item>
            <Item term="User agent">{event.context.user_agent ?? M.none}</Item>
            <Item term="Batch">{event.batch_id ?? M.none}</Item>
            <Item term="Event id">{event.id}</Item>
            {metadata.map(([key, value]) => (
              <Item key={key} term={key}>
                {value}
              </Item>
            ))}
          </dl>
          {changes.length > 0 ? (
            <table className="mt-4 w-full table-fixed border-collapse text-left">
              <caption className="mb-2 text-left font-medium">Changes</caption>
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Field
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Before
                  </th>
                  <th scope="col" className="py-1.5 font-medium">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map(([field, change]) => (
                  <tr key={field} className="border-b border-border align-top">
                    <th scope="row" className="py-1.5 pr-3 font-normal [overflow-wrap:anywhere]">
                      {field}
                    </th>
                    <td className="py-1.5 pr-3 [overflow-wrap:anywhere]">{shown(change.before)}</td>
                    <td className="py-1.5 [overflow-wrap:anywhere]">{shown(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  )
}
