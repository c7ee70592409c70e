import { isInviteExpired, type Invite } from '@/entities/invite'
import { daysUntil } from './expiry-text'

/** TEAM-21: an invitation expiring within this many calendar days is "expiring". */
export const EXPIRING_DAYS = 7

export type InviteStatus = 'pending' | 'expiring' | 'expired'

/** TEAM-21: expired (by the server or the clock), expiring within 7 days, else pending. */
export function inviteStatus(invite: Invite, now: number): InviteStatus {
  if (isInviteExpired(invite, now)) return 'expired'
  return (daysUntil(invite.expiresAt, now) ?? 0) <= EXPIRING_DAYS ? 'expiring' : 'pending'
}

/** TEAM-21: the chip's words: "Pending", "Expires today/tomorrow/in N days", "Expired". */
export function inviteChipText(invite: Invite, now: number): string {
  if (isInviteExpired(invite, now)) return 'Expired'
  const days = daysUntil(invite.expiresAt, now) ?? 0
  if (days > EXPIRING_DAYS) return 'Pending'
  return days <= 0 ? 'Expires today' : days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`
}
