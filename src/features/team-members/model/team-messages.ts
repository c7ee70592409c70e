import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** TEAM-2 to TEAM-25: the exact wording people see. */
export const TEAM_MESSAGES = {
  cannotRemoveSelf: 'You cannot remove yourself from the team',
  fetchFailed: 'Failed to fetch members & invites',
  updateFailed: 'Failed to update user',
  revokeFailed: 'Failed to delete invite',
  removeFailed: 'Failed to remove user',
  roleUpdated: 'Updated role',
  removed: 'Removed user',
  revoked: 'Revoked invitation: Your billing plan will be updated next cycle',
  adminsOnly: ORGANISATION_MESSAGES.adminOnly,
  // Beyond the spec: why the last admin keeps their role and seat.
  lastAdmin: 'The last admin cannot be demoted or removed. Make someone else an admin first.',
  // TEAM-22: a resend revokes and invites again.
  resent: (email: string) => `Invitation sent again to ${email}`,
  notSent: 'Not sent',
  resentMany: (n: number) => `${n} ${n === 1 ? 'invitation' : 'invitations'} sent again`,
} as const
