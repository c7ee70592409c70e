import type { UsageInterval, UsageMember, UsagePoint } from '../../src/shared/contract'
import type { User } from '../db'
import { DAY_MS } from '../seed/seed-dates'
import { KEPT_DAYS, type MemberUsage, type OrgUsage } from './usage-history'

/** Reading the seeded usage (USAGE-2, USAGE-3): a range's series and the members' last 30 days. */

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/** A YYYY-MM-DD day as its UTC midnight, or null when it is no such day. */
export function parseDay(text: string): number | null {
  if (!DAY_RE.test(text)) return null
  const ms = Date.parse(`${text}T00:00:00.000Z`)
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms
}

export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Index of a day in the kept window, or -1 outside it. */
const indexOf = (usage: OrgUsage, ms: number) => {
  const i = KEPT_DAYS - 1 - Math.round((usage.today - ms) / DAY_MS)
  return i >= 0 && i < KEPT_DAYS ? i : -1
}

/** Monday's UTC midnight of a day's week. */
const weekStart = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS

type Range = { from: number; to: number; interval: UsageInterval }

/** The buckets of a range: days, or weeks cut by the range (the first starts at `from`). */
function buckets({ from, to, interval }: Range): number[] {
  const out: number[] = []
  for (let d = from; d <= to; d += DAY_MS)
    if (interval === 'day' || d === from || d === weekStart(d)) out.push(d)
  return out
}

export function series(usage: OrgUsage, people: readonly MemberUsage[], range: Range) {
  const starts = buckets(range)
  const points: UsagePoint[] = starts.map((d) => ({ date: dayText(d), active_users: 0, words: 0 }))
  let activeUsers = 0
  let words = 0
  for (const person of people) {
    let bucket = -1
    let counted = -1
    let any = false
    for (let d = range.from; d <= range.to; d += DAY_MS) {
      if (bucket + 1 < starts.length && d === starts[bucket + 1]) bucket++
      const i = indexOf(usage, d)
      const dayWords = i < 0 ? 0 : (person.words[i] ?? 0)
      const point = points[bucket]
      if (!dayWords || !point) continue
      point.words += dayWords
      words += dayWords
      any = true
      if (counted !== bucket) {
        point.active_users++
        counted = bucket
      }
    }
    if (any) activeUsers++
  }
  return { series: points, active_users: activeUsers, words }
}

/** One member's row: last dictation, and the 30 days ending today. */
export function memberView(
  user: User,
  person: MemberUsage | undefined,
  today: number,
): UsageMember {
  const joined = person?.joinedAt ?? Date.parse(user.updatedAt)
  const row: UsageMember = {
    user_id: user.id,
    joined_at: new Date(joined).toISOString(),
    last_active_at: null,
    words_30d: 0,
    active_days_30d: 0,
    top_apps: [],
  }
  if (!person) return row
  for (let i = KEPT_DAYS - 1; i >= 0; i--) {
    const words = person.words[i] ?? 0
    if (!words) continue
    // A day's dictation is stamped mid-afternoon, UTC (a day is what the figures count), and
    // today's no later than now.
    const stamp = today - (KEPT_DAYS - 1 - i) * DAY_MS + 15 * 3_600_000
    row.last_active_at ??= new Date(Math.min(stamp, Date.now())).toISOString()
    if (i >= KEPT_DAYS - 30) {
      row.words_30d += words
      row.active_days_30d++
    }
  }
  if (row.last_active_at) row.top_apps = person.apps
  return row
}
