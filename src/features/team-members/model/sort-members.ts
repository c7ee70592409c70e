import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import { compareText } from '@/shared/lib'

const byEmail = (a: { email: string }, b: { email: string }) => compareText(a.email, b.email)

// Admins first, then members with a role, then those without one.
const rank = (m: Member): number => (m.role === 'admin' ? 0 : m.role ? 1 : 2)

/** TEAM-8: admins, then members with a role, then the rest; each alphabetical by e-mail. */
export const sortMembers = (members: readonly Member[]): Member[] =>
  [...members].sort((a, b) => rank(a) - rank(b) || byEmail(a, b))

/** TEAM-8: invitations sorted by e-mail. */
export const sortInvites = (invites: readonly Invite[]): Invite[] => [...invites].sort(byEmail)
