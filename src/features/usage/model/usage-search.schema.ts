// zod/mini: route search validation is part of the first load of every page.
import * as z from 'zod/mini'

/** USAGE-6: the chart's ranges in days. */
export const RANGES = [30, 90, 180] as const
export type UsageRange = (typeof RANGES)[number]
/** USAGE-7: the member table's columns people sort by. */
export const SORTS = ['active', 'name', 'words', 'days'] as const
export type UsageSort = (typeof SORTS)[number]
/** USAGE-8: the reclaim buckets. */
export const BUCKETS = ['never', 'inactive'] as const
export type Bucket = (typeof BUCKETS)[number]

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/**
 * USAGE-6, USAGE-7, USAGE-8: the range, the table's view and the reclaim bucket live in the
 * address; a malformed value reads as its default, alone.
 */
export const usageSearchSchema = z.object({
  // A number in the address (?range=90), as the router reads it.
  range: optional(z.literal(RANGES)),
  sort: optional(z.enum(SORTS)),
  q: optional(z.string().check(z.maxLength(200))),
  reclaim: optional(z.enum(BUCKETS)),
})
