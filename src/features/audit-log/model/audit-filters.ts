import type { AuditSearch, RangePreset } from './audit-search.schema'

/** AUDIT-7: the page's filters (the address) turned into the call's query, and back. */

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const RANGE_LABELS: Record<RangePreset | 'all', string> = {
  all: 'All kept',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom dates',
}

const PRESET_MS: Record<Exclude<RangePreset, 'custom'>, number> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '90d': 90 * DAY,
}

/** A `YYYY-MM-DD` day's start in the viewer's time zone, `days` later. */
function localDay(day: string, days = 0): Date | null {
  const [y, m, d] = day.split('-').map(Number)
  if (!y || !m || !d) return null
  const date = new Date(y, m - 1, d + days)
  return Number.isNaN(date.getTime()) ? null : date
}

export type AuditQuery = {
  actor?: string
  action?: string
  from?: string
  to?: string
  q?: string
}

/**
 * The call's filters. Presets count back from `now` (the moment of the call, not of the link);
 * custom days run from the first day's start to the end of the last, in the viewer's time zone.
 */
export function toAuditQuery(search: AuditSearch, now = Date.now()): AuditQuery {
  const query: AuditQuery = {}
  if (search.actor) query.actor = search.actor
  if (search.action) query.action = search.action
  if (search.q) query.q = search.q
  const range = search.range
  if (range && range !== 'custom') query.from = new Date(now - PRESET_MS[range]).toISOString()
  if (range === 'custom') {
    const from = search.from ? localDay(search.from) : null
    const to = search.to ? localDay(search.to, 1) : null
    if (from) query.from = from.toISOString()
    if (to) query.to = to.toISOString()
  }
  return query
}

/** Whether any filter narrows the log (an empty answer then reads "no match", not "none yet"). */
export const hasFilters = (search: AuditSearch): boolean =>
  Boolean(search.actor || search.action || search.range || search.q)

/** The address's form of the filters: only what is set, so links stay short and equal. */
export function cleanSearch(search: AuditSearch): AuditSearch {
  const out: AuditSearch = {}
  if (search.actor) out.actor = search.actor
  if (search.action) out.action = search.action
  if (search.q) out.q = search.q
  if (search.range) out.range = search.range
  if (search.range === 'custom') {
    if (search.from) out.from = search.from
    if (search.to) out.to = search.to
  }
  return out
}
