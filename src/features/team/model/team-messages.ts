import { DOMAIN_MESSAGES } from '@/entities/domain'
import { INVITE_MESSAGES } from '@/entities/invite'
import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** SPEC §5 and §8 (Team): the exact wording people see. */
export const TEAM_MESSAGES = {
  invalidEmail: INVITE_MESSAGES.invalidEmail,
  alreadyMember: INVITE_MESSAGES.alreadyMember,
  alreadyInvited: INVITE_MESSAGES.alreadyInvited,
  cannotRemoveSelf: 'You cannot remove yourself from the team',
  fetchFailed: 'Failed to fetch members & invites',
  updateFailed: 'Failed to update user',
  revokeFailed: 'Failed to delete invite',
  removeFailed: 'Failed to remove user',
  contactFailed: ORGANISATION_MESSAGES.contactFailed,
  domainUsersFailed: DOMAIN_MESSAGES.usersFailed,
  roleUpdated: 'Updated role',
  removed: 'Removed user',
  revoked: 'Revoked invitation: Your billing plan will be updated next cycle',
  invited: 'Invited! You will be billed for 1 extra user',
  contacted: 'Successfully sent message to admins',
  adminsOnly: ORGANISATION_MESSAGES.adminOnly,
  // Beyond the spec: why the last admin keeps their role and seat.
  lastAdmin: 'The last admin cannot be demoted or removed. Make someone else an admin first.',
} as const
