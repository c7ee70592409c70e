import { INVITE_CHANGE_MESSAGES } from '@/entities/invite'
import { MEMBER_MESSAGES } from '@/entities/member'
import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** TEAM-2 to TEAM-25: the exact wording people see (members' and invitations' from their entities). */
export const TEAM_MESSAGES = {
  ...MEMBER_MESSAGES,
  ...INVITE_CHANGE_MESSAGES,
  fetchFailed: 'Failed to fetch members & invites',
  adminsOnly: ORGANISATION_MESSAGES.adminOnly,
} as const
