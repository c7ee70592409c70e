import { HttpResponse } from 'msw'
import { endpoints as e } from '../../src/shared/contract'
import { csvStream, eventView } from '../audit/audit-csv'
import { loadHistorySeed } from '../audit/audit-history'
import {
  decodeCursor,
  encodeCursor,
  filterQuery,
  matching,
  matchingNewer,
  pageQuery,
  retainedSinceFor,
  retentionDays,
  type AuditFilters,
} from '../audit/audit-query'
import { auditEventsOf, clearAudit, recordAudit } from '../audit/audit-store'
import { AUDIT_LOG_TARGET } from '../audit/audit-targets'
import { requireAdmin, requireUser } from '../handlers/guards'
import { readQuery, refuse, respond, serve } from '../lib/http'
import type { DemoFeature } from './demo-feature'

/**
 * The audit log in the demo backend (AUDIT-3 to AUDIT-6): each organisation's seeded history and
 * what the handlers record (recordAudit), read a page per cursor or exported as CSV.
 */

/** The filters an export ran with, as the event records them (AUDIT-6). */
function filterNotes(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(filterQuery.shape)) {
    const value = url.searchParams.get(key)?.trim()
    if (value) out[key] = value
  }
  return out
}

const stamp = (ms: number) => new Date(ms).toISOString()

/** The first `n` a generator yields, and no more work. */
function take<T>(items: Iterable<T>, n: number): T[] {
  const out: T[] = []
  for (const item of items) {
    out.push(item)
    if (out.length >= n) break
  }
  return out
}

export const auditLogDemo: DemoFeature = {
  load: (seed) => {
    clearAudit()
    loadHistorySeed(seed)
  },
  handlers: [
    serve(e.getAuditEvents, ({ request, url }) => {
      const org = requireAdmin(requireUser(request))
      const { cursor, limit, ...filters } = readQuery(url, pageQuery)
      const from = cursor === undefined ? null : decodeCursor(cursor)
      if (cursor !== undefined && !from)
        throw refuse(e.getAuditEvents, 'invalid_request', 'Invalid cursor')
      const since = retainedSinceFor(org)
      const events = auditEventsOf(org.id)
      // One more than the limit tells whether another page follows in that direction.
      const found = take(
        from?.dir === 'newer'
          ? matchingNewer(events, filters, since, from)
          : matching(events, filters, since, from),
        limit + 1,
      )
      const more = found.length > limit
      const page = found.slice(0, limit)
      // AUDIT-11: read backwards, the page came nearest first.
      if (from?.dir === 'newer') page.reverse()
      const first = page[0]
      const last = page.at(-1)
      const newer = from?.dir === 'newer' ? more : from !== null
      const older = from?.dir === 'newer' || more
      return respond(e.getAuditEvents, {
        events: page.map(eventView),
        next_cursor: older && last ? encodeCursor(last) : null,
        prev_cursor: newer && first ? encodeCursor(first, 'newer') : null,
        retention_days: retentionDays(org),
        retained_since: stamp(since),
      })
    }),

    serve(e.exportAuditEvents, ({ request, url }) => {
      const user = requireUser(request)
      const org = requireAdmin(user)
      const filters: AuditFilters = readQuery(url, filterQuery)
      // Taken before the export is recorded, so the file does not hold its own event.
      const events = matching(auditEventsOf(org.id), filters, retainedSinceFor(org))
      const exported = recordAudit(org, user, request, {
        action: 'audit_log.exported',
        target: AUDIT_LOG_TARGET,
        metadata: filterNotes(url),
      })
      const body = csvStream(events, (count) => {
        exported.metadata = { ...exported.metadata, events: String(count) }
      })
      const day = stamp(Date.now()).slice(0, 10)
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
        },
      })
    }),
  ],
}
