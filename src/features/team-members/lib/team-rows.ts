import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'

export type TeamRow =
  | { kind: 'member'; key: string; member: Member; search: string }
  | { kind: 'invite'; key: string; invite: Invite; search: string }

const memberSearch = (m: Member) =>
  [m.name, m.firstName, m.lastName, m.email].filter(Boolean).join(' ').toLowerCase()

/** Sorted members then sorted invitations, each with a lower-cased search text built once. */
export function buildTeamRows(members: readonly Member[], invites: readonly Invite[]): TeamRow[] {
  return [
    ...members.map((member): TeamRow => ({
      kind: 'member',
      key: `m:${member.userId}`,
      member,
      search: memberSearch(member),
    })),
    ...invites.map((invite): TeamRow => ({
      kind: 'invite',
      key: `i:${invite.email}`,
      invite,
      search: invite.email.toLowerCase(),
    })),
  ]
}

/** Rows whose name or e-mail contains every word of the filter, case-insensitively. */
export function filterTeamRows(rows: readonly TeamRow[], filter: string): readonly TeamRow[] {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return rows
  return rows.filter((row) => words.every((w) => row.search.includes(w)))
}
