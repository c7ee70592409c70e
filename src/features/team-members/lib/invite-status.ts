import { isInviteExpired, type Invite } from '@/entities/invite'
import { capitalise, daysUntil } from './expiry-text'

/** TEAM-21: an invitation expiring within this many calendar days is "expiring". */
export const EXPIRING_DAYS = 7

export type InviteStatus = 'pending' | 'expiring' | 'expired'

/** TEAM-21: expired (by the server or the clock), expiring within 7 days, else pending. */
export function inviteStatus(invite: Invite, now: number): InviteStatus {
  if (isInviteExpired(invite, now)) return 'expired'
  return (daysUntil(invite.expiresAt, now) ?? 0) <= EXPIRING_DAYS ? 'expiring' : 'pending'
}

/**
 * TEAM-21: the chip holds the status, capitalised (TEAM-13): "Expired" once expired (by the server
 * or the clock), else the server's status ("Pending"). The expiry words stand beside it, unchanged.
 */
export function inviteChipText(invite: Invite, now: number): string {
  return isInviteExpired(invite, now) ? 'Expired' : capitalise(invite.status)
}
