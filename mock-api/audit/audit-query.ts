import { z } from 'zod'
import { AUDIT_FILTER_MAX } from '../../src/shared/contract'
import type { Org } from '../db'
import { isEnterprise } from '../org-rules'
import { DAY_MS } from '../seed/seed-dates'
import { newerFirst, type AuditRecord } from './audit-store'

/** Reading the audit log (AUDIT-3, AUDIT-4, AUDIT-7): filters, retention by plan and the cursor. */

const optionalText = z
  .string()
  .trim()
  .max(AUDIT_FILTER_MAX, `At most ${AUDIT_FILTER_MAX} characters`)
  .optional()
  .transform((v) => v || undefined)

const instant = (field: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined
      const ms = Date.parse(v)
      if (Number.isNaN(ms)) ctx.addIssue({ code: 'custom', message: `${field} must be ISO 8601` })
      return ms
    })

export const filterQuery = z.object({
  actor: optionalText,
  action: optionalText,
  target: optionalText,
  from: instant('from'),
  to: instant('to'),
  q: optionalText,
})
export type AuditFilters = z.infer<typeof filterQuery>

export const pageQuery = filterQuery.extend({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

/** AUDIT-4: Teams keeps 90 days, Enterprise 365 (any other state of the plan keeps 90). */
export const retentionDays = (org: Org): number => (isEnterprise(org) ? 365 : 90)

function searchText(e: AuditRecord): string {
  e.text ??= [
    e.action,
    e.actor.email,
    e.actor.type,
    e.target.type,
    e.target.id,
    e.target.label,
    ...Object.entries(e.changes).flatMap(([k, c]) => [k, String(c.before), String(c.after)]),
    ...Object.values(e.metadata),
    e.ip,
    e.userAgent,
  ]
    .join('\n')
    .toLowerCase()
  return e.text
}

/** Every filter given must hold (AUDIT-7); text compares case-insensitively. */
function matcher(f: AuditFilters): (e: AuditRecord) => boolean {
  const actor = f.actor?.toLowerCase()
  const action = f.action?.toLowerCase()
  const target = f.target?.toLowerCase()
  const q = f.q?.toLowerCase()
  return (e) =>
    (!actor ||
      e.actor.email?.toLowerCase() === actor ||
      e.actor.id === f.actor ||
      (actor === 'system' && e.actor.type === 'system')) &&
    (!action || e.action.startsWith(action)) &&
    (!target || e.target.id.toLowerCase() === target || e.target.label.toLowerCase() === target) &&
    (!q || searchText(e).includes(q))
}

type Position = { at: number; id: string }
/** Older events follow a page (`next_cursor`), newer ones precede it (`prev_cursor`, AUDIT-11). */
export type Cursor = Position & { dir: 'older' | 'newer' }

export const encodeCursor = (e: Position, dir: Cursor['dir'] = 'older'): string =>
  Buffer.from(`${dir === 'newer' ? 'n:' : ''}${e.at}:${e.id}`).toString('base64url')

/** The cursor's position and direction, or null when it is not one this server made. */
export function decodeCursor(cursor: string): Cursor | null {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':')
  const dir = parts[0] === 'n' ? 'newer' : 'older'
  const [at = '', id = '', extra] = dir === 'newer' ? parts.slice(1) : parts
  return extra === undefined && /^\d{1,15}$/.test(at) && /^[\w-]{1,80}$/.test(id)
    ? { at: Number(at), id, dir }
    : null
}

/** First index of the newest-first list at `pos` or after it (`strict`: after it) in that order. */
function firstFrom(events: readonly AuditRecord[], pos: Position, strict = true): number {
  let lo = 0
  let hi = events.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const e = events[mid]
    const order = e ? newerFirst(e, pos as AuditRecord) : 1
    if (strict ? order <= 0 : order < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The events that match, newest first, from `after` on, inside the retention window: a
 * generator, so a page stops at its limit and an export streams.
 */
export function* matching(
  events: readonly AuditRecord[],
  filters: AuditFilters,
  retainedSince: number,
  after: Position | null = null,
): Generator<AuditRecord> {
  const ok = matcher(filters)
  // `to` is exclusive: start at the first event older than it (ids sort after any real one).
  const toStart = filters.to === undefined ? 0 : firstFrom(events, { at: filters.to, id: '' })
  const start = Math.max(toStart, after ? firstFrom(events, after) : 0)
  const oldest = Math.max(retainedSince, filters.from ?? -Infinity)
  for (let i = start; i < events.length; i++) {
    const e = events[i]
    if (!e || e.at < oldest) return
    if (ok(e)) yield e
  }
}

export const retainedSinceFor = (org: Org, now = Date.now()): number =>
  now - retentionDays(org) * DAY_MS

/**
 * AUDIT-11: the matching events newer than `before`, nearest first (a page read backwards, for a
 * list that dropped the pages above what is in view).
 */
export function* matchingNewer(
  events: readonly AuditRecord[],
  filters: AuditFilters,
  retainedSince: number,
  before: Position,
): Generator<AuditRecord> {
  const ok = matcher(filters)
  const toStart = filters.to === undefined ? 0 : firstFrom(events, { at: filters.to, id: '' })
  const oldest = Math.max(retainedSince, filters.from ?? -Infinity)
  for (let i = firstFrom(events, before, false) - 1; i >= toStart; i--) {
    const e = events[i]
    if (e && e.at >= oldest && ok(e)) yield e
  }
}
