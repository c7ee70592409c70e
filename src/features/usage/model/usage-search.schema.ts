import { oneOf, textOf } from '@/shared/lib'

/** USAGE-6: the chart's ranges in days. */
export const RANGES = [30, 90, 180] as const
export type UsageRange = (typeof RANGES)[number]
/** USAGE-7: the member table's columns people sort by. */
export const SORTS = ['active', 'name', 'words', 'days'] as const
export type UsageSort = (typeof SORTS)[number]
/** USAGE-8: the reclaim buckets. */
export const BUCKETS = ['never', 'inactive'] as const
export type Bucket = (typeof BUCKETS)[number]

export type UsageSearch = {
  range?: UsageRange | undefined
  sort?: UsageSort | undefined
  q?: string | undefined
  reclaim?: Bucket | undefined
}

/**
 * USAGE-6, USAGE-7, USAGE-8: the range, the table's view and the reclaim bucket live in the
 * address; a malformed value reads as its default, alone.
 */
export const parseUsageSearch = (search: Record<string, unknown>): UsageSearch => ({
  // A number in the address (?range=90), as the router reads it.
  range: oneOf(RANGES, search.range),
  sort: oneOf(SORTS, search.sort),
  q: textOf(search.q, { max: 200 }),
  reclaim: oneOf(BUCKETS, search.reclaim),
})
