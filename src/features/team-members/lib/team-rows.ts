import type { Invite, UnsentInvite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import type { RoleFilter, StatusFilter, TeamSort, TeamView } from '../model/team-view.schema'
import { compareText } from '@/shared/lib'
import { inviteStatus } from './invite-status'

type Facets = { role: RoleFilter; search: string; name: string }

export type TeamRow =
  | (Facets & { kind: 'member'; key: string; member: Member; status: 'active' })
  | (Facets & {
      kind: 'invite'
      key: string
      invite: Invite
      status: Exclude<StatusFilter, 'active'>
    })
  | (Facets & { kind: 'unsent'; key: string; unsent: UnsentInvite; status: 'unsent' })

/** Row keys, one per person: what selection, bulk actions and the focus follow by. */
export const memberRowKey = (userId: string): string => `m:${userId}`
export const inviteRowKey = (email: string): string => `i:${email.toLowerCase()}`
const unsentRowKey = (email: string): string => `u:${email.toLowerCase()}`

export const memberName = (m: Member): string =>
  m.name?.trim() || [m.firstName, m.lastName].filter(Boolean).join(' ')

const memberSearch = (m: Member) =>
  [m.name, m.firstName, m.lastName, m.email].filter(Boolean).join(' ').toLowerCase()

const roleOf = (role: Member['role']): RoleFilter => role ?? 'none'

/**
 * Not-sent re-invitations (TEAM-22), then the members, then the invitations, in the order given,
 * each with its role, status and lower-cased search text worked out once.
 */
export function buildTeamRows(
  members: readonly Member[],
  invites: readonly Invite[],
  now: number,
  unsent: readonly UnsentInvite[] = [],
): TeamRow[] {
  // A not-sent address invited since (the form, another tab) is an invitation again.
  const invited = new Set(invites.map((i) => i.email.toLowerCase()))
  return [
    ...unsent
      .filter((u) => !invited.has(u.email.toLowerCase()))
      .map((u): TeamRow => ({
        kind: 'unsent',
        key: unsentRowKey(u.email),
        unsent: u,
        role: u.role,
        status: 'unsent',
        search: u.email.toLowerCase(),
        name: '',
      })),
    ...members.map((member): TeamRow => ({
      kind: 'member',
      key: memberRowKey(member.userId),
      member,
      role: roleOf(member.role),
      status: 'active',
      search: memberSearch(member),
      name: memberName(member).toLowerCase(),
    })),
    ...invites.map((invite): TeamRow => ({
      kind: 'invite',
      key: inviteRowKey(invite.email),
      invite,
      role: invite.role,
      status: inviteStatus(invite, now),
      search: invite.email.toLowerCase(),
      name: '',
    })),
  ]
}

const filterWords = (filter: string) => filter.trim().toLowerCase().split(/\s+/).filter(Boolean)

/** Rows whose name or e-mail contains every word of the filter, case-insensitively. */
export function filterTeamRows(rows: readonly TeamRow[], filter: string): readonly TeamRow[] {
  const words = filterWords(filter)
  if (!words.length) return rows
  return rows.filter((row) => words.every((w) => row.search.includes(w)))
}

export const emailOf = (row: TeamRow) =>
  row.kind === 'member'
    ? row.member.email
    : row.kind === 'invite'
      ? row.invite.email
      : row.unsent.email

const byEmail = (a: TeamRow, b: TeamRow) => compareText(emailOf(a), emailOf(b))
// Nameless rows (invitations) go after named ones.
const byName = (a: TeamRow, b: TeamRow) =>
  (a.name ? 0 : 1) - (b.name ? 0 : 1) || compareText(a.name, b.name) || byEmail(a, b)
const group = (row: TeamRow) => (row.kind === 'unsent' ? 0 : row.kind === 'member' ? 1 : 2)

/**
 * TEAM-23 sort: "role" keeps TEAM-8's order; "name" and "email" sort within each group; "active"
 * (USAGE-11) sorts members by `activeKey` (least recent first), and is "role" without it.
 */
export function sortTeamRows(
  rows: readonly TeamRow[],
  sort: TeamSort,
  activeKey?: (userId: string) => number,
): readonly TeamRow[] {
  if (sort === 'role' || (sort === 'active' && !activeKey)) return rows
  const byActive = (a: TeamRow, b: TeamRow) =>
    a.kind === 'member' && b.kind === 'member' && activeKey
      ? activeKey(a.member.userId) - activeKey(b.member.userId) || byEmail(a, b)
      : byEmail(a, b)
  const compare = sort === 'name' ? byName : sort === 'active' ? byActive : byEmail
  return [...rows].sort((a, b) => group(a) - group(b) || compare(a, b))
}

export type FacetCounts = {
  role: Record<RoleFilter | 'all', number>
  status: Record<StatusFilter | 'all', number>
}

/**
 * TEAM-23: the rows of a view (in the order given: sort once with sortTeamRows), and per filter value how many rows it would show given the other
 * filters (so each count is what choosing it yields). Not-sent rows ignore role and status: they
 * stay in sight until sent or discarded.
 */
export function applyTeamView(
  rows: readonly TeamRow[],
  view: TeamView,
): { visible: readonly TeamRow[]; counts: FacetCounts } {
  const words = filterWords(view.q ?? '')
  const counts: FacetCounts = {
    role: { all: 0, admin: 0, member: 0, none: 0 },
    status: { all: 0, active: 0, pending: 0, expiring: 0, expired: 0 },
  }
  const visible: TeamRow[] = []
  for (const row of rows) {
    if (words.length && !words.every((w) => row.search.includes(w))) continue
    if (row.kind === 'unsent') {
      visible.push(row)
      continue
    }
    const roleOk = !view.role || row.role === view.role
    const statusOk = !view.status || row.status === view.status
    if (statusOk) {
      counts.role.all++
      counts.role[row.role]++
    }
    if (roleOk) {
      counts.status.all++
      counts.status[row.status]++
    }
    if (roleOk && statusOk) visible.push(row)
  }
  return { visible, counts }
}
