export type { Invite } from '@/shared/contract'
export { inviteQueries } from './api/invite.queries'
export { inviteMember } from './api/invite-member'
export { inviteErrorMessage, INVITE_MESSAGES } from './model/invite-error'
export { INVITE_CHANGE_MESSAGES, INVITE_RESULT_MESSAGES } from './model/invite-messages'
export { revokeErrorMessage } from './model/revoke-error'
export { inviteCache } from './api/invite-cache'
export { revokeInvite } from './api/revoke-invite'
export { resendInvite, resendErrorMessage, type ResendVars } from './api/resend-invite'
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
