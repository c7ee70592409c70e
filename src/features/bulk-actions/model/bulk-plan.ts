import type { Invite } from '@/entities/invite'
import { MEMBER_MESSAGES, type Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'

export type BulkAction =
  { kind: 'remove' } | { kind: 'role'; role: Role } | { kind: 'revoke' } | { kind: 'resend' }

/** Someone a bulk action leaves out, and why (shown before confirming). */
export type Exclusion = { email: string; reason: string }

export type BulkPlan =
  | { kind: 'members'; targets: readonly Member[]; excluded: Exclusion[] }
  | { kind: 'invites'; targets: readonly Invite[]; excluded: Exclusion[] }

/** What an action may reach: the selected rows, and every invitation that has expired. */
export type BulkScope = {
  members: readonly Member[]
  invites: readonly Invite[]
  expired: readonly Invite[]
}

const roleName = (role: Role) => (role === 'admin' ? 'Admin' : 'Member')

/**
 * TEAM-25: who a bulk removal or role change reaches. Oneself is never included (TEAM-9), those
 * who already have the role are skipped, and when the selection holds every admin, the first of
 * them keeps their role and seat (TEAM-10).
 */
export function planMemberAction(
  action: { kind: 'remove' } | { kind: 'role'; role: Role },
  selected: readonly Member[],
  members: readonly Member[],
  selfId: string,
): BulkPlan {
  const excluded: Exclusion[] = []
  let targets = selected.filter((m) => m.userId !== selfId)
  if (action.kind === 'role') {
    const role = action.role
    for (const m of targets)
      if (m.role === role) excluded.push({ email: m.email, reason: `Already ${roleName(role)}` })
    targets = targets.filter((m) => m.role !== role)
  }
  const losesAdmin = action.kind === 'remove' || action.role !== 'admin'
  if (losesAdmin) {
    const leaving = new Set(targets.filter((m) => m.role === 'admin').map((m) => m.userId))
    const staying = members.filter((m) => m.role === 'admin' && !leaving.has(m.userId)).length
    const keep = staying === 0 ? targets.find((m) => leaving.has(m.userId)) : undefined
    if (keep) {
      excluded.push({ email: keep.email, reason: MEMBER_MESSAGES.lastAdmin })
      targets = targets.filter((m) => m !== keep)
    }
  }
  return { kind: 'members', targets, excluded }
}

/** TEAM-25: the plan for an action; a resend reaches every expired invitation (TEAM-22). */
export function planBulkAction(
  action: BulkAction,
  scope: BulkScope,
  members: readonly Member[],
  selfId: string,
): BulkPlan {
  if (action.kind === 'remove' || action.kind === 'role')
    return planMemberAction(action, scope.members, members, selfId)
  const targets = action.kind === 'resend' ? scope.expired : scope.invites
  return { kind: 'invites', targets, excluded: [] }
}
