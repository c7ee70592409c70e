import type { Member } from '@/entities/member'
import { lastActiveKey, type UsageMember } from '@/entities/usage'
import { compareText, csvText, orgFileName } from '@/shared/lib'
import type { UsageSort } from '../model/usage-search.schema'

/** A member with their usage (USAGE-7): the table's, the export's and the buckets' row. */
export type UsageRow = {
  member: Member
  name: string
  usage: UsageMember
  /** Lower-cased name and e-mail, worked out once for the filter. */
  search: string
  /** USAGE-7: the last-active sort's key, worked out once, not in each of ~20,000 comparisons. */
  activeKey: number
}

const nameOf = (m: Member): string =>
  m.name?.trim() || [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email

/** The members who have usage rows (the two lists may differ for a moment after a removal). */
export function buildUsageRows(members: readonly Member[], usage: readonly UsageMember[]) {
  const byId = new Map(usage.map((u) => [u.user_id, u]))
  const rows: UsageRow[] = []
  for (const member of members) {
    const row = byId.get(member.userId)
    if (!row) continue
    const name = nameOf(member)
    const search = `${name} ${member.email}`.toLowerCase()
    rows.push({ member, name, usage: row, search, activeKey: lastActiveKey(row) })
  }
  return rows
}

/** USAGE-7: every typed word must appear in the name or the e-mail, as TEAM-19. */
export function filterUsageRows(rows: readonly UsageRow[], q: string | undefined) {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  return words.length ? rows.filter((r) => words.every((w) => r.search.includes(w))) : rows
}

const byName = (a: UsageRow, b: UsageRow) => compareText(a.name, b.name)

const ORDER: Record<UsageSort, (a: UsageRow, b: UsageRow) => number> = {
  // Least recent first, never before all: who to look at for reclaiming comes first.
  active: (a, b) => a.activeKey - b.activeKey || byName(a, b),
  name: byName,
  words: (a, b) => b.usage.words_30d - a.usage.words_30d || byName(a, b),
  days: (a, b) => b.usage.active_days_30d - a.usage.active_days_30d || byName(a, b),
}

export const sortUsageRows = (rows: readonly UsageRow[], sort: UsageSort = 'active') =>
  [...rows].sort(ORDER[sort])

/** USAGE-7: the current view as CSV. */
export const usageToCsv = (rows: readonly UsageRow[]): string =>
  csvText([
    ['Name', 'Email', 'Last active', 'Words 30 days', 'Active days 30 days', 'Top apps'],
    ...rows.map((r) => [
      r.name,
      r.member.email,
      r.usage.last_active_at ?? '',
      String(r.usage.words_30d),
      String(r.usage.active_days_30d),
      r.usage.top_apps.join('; '),
    ]),
  ])

export const usageFileName = (orgName: string) => orgFileName(orgName, 'usage')
