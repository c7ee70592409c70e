import type { UsageInterval } from '@/shared/contract'
import type { UsageRange } from './usage-search.schema'

const DAY_MS = 86_400_000
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** USAGE-6: the days a range asks for (UTC days ending today), by day, or by week for 180. */
export function rangeQuery(range: UsageRange, now: number) {
  const interval: UsageInterval = range > 90 ? 'week' : 'day'
  return { from: utcDay(now - (range - 1) * DAY_MS), to: utcDay(now), interval }
}
