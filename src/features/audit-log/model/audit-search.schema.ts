import { oneOf, textOf } from '@/shared/lib'

/** AUDIT-7: the date ranges people pick; none means every event the plan keeps. */
export const RANGE_PRESETS = ['24h', '7d', '30d', '90d', 'custom'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

// The same limit as the server's (AUDIT_FILTER_MAX in the contract, SEC-4).
const FILTER_MAX = 200
const text = (value: unknown) => textOf(value, { min: 1, max: FILTER_MAX, trim: true })
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

export type AuditSearch = {
  actor?: string | undefined
  action?: string | undefined
  range?: RangePreset | undefined
  /** With range=custom: the first and last day shown, in the viewer's time zone. */
  from?: string | undefined
  to?: string | undefined
  q?: string | undefined
}

/**
 * AUDIT-7: the filters live in the address, so a link or a reload opens the same view. A
 * malformed value reads as no filter at all.
 */
export const parseAuditSearch = (search: Record<string, unknown>): AuditSearch => ({
  actor: text(search.actor),
  action: text(search.action),
  range: oneOf(RANGE_PRESETS, search.range),
  from: day(search.from),
  to: day(search.to),
  q: text(search.q),
})
