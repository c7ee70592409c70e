// zod/mini: route search validation is part of the first load of every page.
import * as z from 'zod/mini'

/** AUDIT-7: the date ranges people pick; none means every event the plan keeps. */
export const RANGE_PRESETS = ['24h', '7d', '30d', '90d', 'custom'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

// The same limit as the server's (AUDIT_FILTER_MAX in the contract, SEC-4).
const FILTER_MAX = 200
const text = z.catch(
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(FILTER_MAX))),
  undefined,
)
const day = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)

/**
 * AUDIT-7: the filters live in the address, so a link or a reload opens the same view. A
 * malformed value reads as no filter at all.
 */
export const auditSearchSchema = z.object({
  actor: text,
  action: text,
  range: z.catch(z.optional(z.enum(RANGE_PRESETS)), undefined),
  /** With range=custom: the first and last day shown, in the viewer's time zone. */
  from: day,
  to: day,
  q: text,
})

export type AuditSearch = z.infer<typeof auditSearchSchema>
