import type { Invite, Member } from '@/shared/contract'
import { INVITE_MESSAGES } from './invite-error'

/** The team as an invitation sees it: who is in, who is invited. */
export type InviteTeam = {
  members: readonly Pick<Member, 'email'>[]
  invites: readonly (Pick<Invite, 'email'> & Partial<Pick<Invite, 'status' | 'expiresAt'>>)[]
}

/** Expired by the server or the clock (an unreadable date counts as expired). */
export const isInviteExpired = (
  invite: Partial<Pick<Invite, 'status' | 'expiresAt'>>,
  now: number,
): boolean =>
  invite.status === 'expired' ||
  (invite.expiresAt !== undefined && !(Date.parse(invite.expiresAt) > now))

const key = (email: string) => email.trim().toLowerCase()

/**
 * TEAM-2: "already in team" before "already invited" (a pending invitation), case-insensitive.
 * Built once per team so checking hundreds of addresses against thousands of members stays one
 * lookup each.
 */
export function teamConflictCheck(team: InviteTeam): (email: string) => string | null {
  const members = new Set(team.members.map((m) => key(m.email)))
  const now = Date.now()
  // An expired invitation no longer counts: inviting the address again replaces it.
  const invited = new Set(
    team.invites.filter((i) => !isInviteExpired(i, now)).map((i) => key(i.email)),
  )
  return (email) => {
    const k = key(email)
    if (members.has(k)) return INVITE_MESSAGES.alreadyMember
    if (invited.has(k)) return INVITE_MESSAGES.alreadyInvited
    return null
  }
}

/** TEAM-2 for one address. */
export const inviteConflict = (email: string, team: InviteTeam): string | null =>
  teamConflictCheck(team)(email)
