export type { Invite } from '@/shared/contract'
export { inviteQueries } from './api/invite.queries'
export { inviteMember } from './api/invite-member'
export { inviteErrorMessage, INVITE_MESSAGES } from './model/invite-error'
export { INVITE_RESULT_MESSAGES } from './model/invite-messages'
export { inviteCache } from './api/invite-cache'
export { unsentInviteQueries, unsentInviteCache, type UnsentInvite } from './api/unsent-invites'
export { useInviteMember } from './api/use-invite-member'
export { useContactAdmins } from './api/use-contact-admins'
export {
  inviteConflict,
  isInviteExpired,
  teamConflictCheck,
  type InviteTeam,
} from './model/invite-conflict'
export type { InviteValues } from './model/invite-request'
