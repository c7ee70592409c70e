import type { AuditEvent } from '../../src/shared/contract'
import type { AuditRecord } from './audit-store'

/**
 * The audit log as CSV (AUDIT-6): a header row, then one row per changed field of each event (an
 * event that changed none is one row), so before and after have their own columns. RFC 4180
 * quoting, CRLF line ends, and formula-safe cells.
 */

export const CSV_COLUMNS = [
  'id',
  'occurred_at',
  'actor_type',
  'actor_id',
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'field',
  'before',
  'after',
  'ip',
  'user_agent',
  'batch_id',
] as const

// Spreadsheets run cells starting with these as formulas (CSV injection): a quote disarms them.
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const line = (cells: readonly (string | number | boolean | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`

/** One event's rows. */
export function csvRows(e: AuditRecord): string {
  const head = [
    e.id,
    new Date(e.at).toISOString(),
    e.actor.type,
    e.actor.id,
    e.actor.email,
    e.action,
    e.target.type,
    e.target.id,
    e.target.label,
  ]
  const tail = [e.ip, e.userAgent, e.batchId]
  const changes = Object.entries(e.changes)
  if (changes.length === 0) return line([...head, null, null, null, ...tail])
  return changes.map(([field, c]) => line([...head, field, c.before, c.after, ...tail])).join('')
}

export const CSV_HEADER = line(CSV_COLUMNS)

/** Streams the header and the events' rows, a few hundred events per chunk. */
export function csvStream(events: Iterable<AuditRecord>, onDone: (count: number) => void) {
  const encoder = new TextEncoder()
  const iterator = events[Symbol.iterator]()
  let count = 0
  let started = false
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk = started ? '' : CSV_HEADER
      started = true
      for (let n = 0; n < 500; n++) {
        const next = iterator.next()
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk))
          controller.close()
          onDone(count)
          return
        }
        chunk += csvRows(next.value)
        count++
      }
      controller.enqueue(encoder.encode(chunk))
    },
  })
}

/** The wire form of one event (the contract's AuditEvent). */
export const eventView = (e: AuditRecord): AuditEvent => ({
  id: e.id,
  occurred_at: new Date(e.at).toISOString(),
  actor: { ...e.actor },
  action: e.action,
  target: { ...e.target },
  changes: e.changes,
  context: { ip: e.ip, user_agent: e.userAgent },
  batch_id: e.batchId,
  metadata: e.metadata,
})
