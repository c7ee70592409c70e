import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** What an invitation, or a request to the admins, says once it is answered. */
export const INVITE_RESULT_MESSAGES = {
  invited: 'Invited! You will be billed for 1 extra user',
  contacted: ORGANISATION_MESSAGES.contacted,
  contactFailed: ORGANISATION_MESSAGES.contactFailed,
} as const

/** TEAM-14 and TEAM-22: what revoking or resending an invitation says. */
export const INVITE_CHANGE_MESSAGES = {
  revokeFailed: 'Failed to delete invite',
  revoked: 'Revoked invitation: Your billing plan will be updated next cycle',
  // TEAM-22: a resend revokes and invites again.
  resent: (email: string) => `Invitation sent again to ${email}`,
  notSent: 'Not sent',
  resentMany: (n: number) => `${n} ${n === 1 ? 'invitation' : 'invitations'} sent again`,
} as const
