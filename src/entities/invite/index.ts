export { inviteSchema, invitesResponseSchema } from './model/invite.schema'
export type { Invite } from './model/invite.schema'
export { inviteQueries } from './api/invite.queries'
export { inviteErrorMessage, INVITE_MESSAGES } from './model/invite-error'
