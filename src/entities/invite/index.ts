export { inviteSchema, invitesResponseSchema } from './model/invite.schema'
export type { Invite } from './model/invite.schema'
export { inviteQueries } from './api/invite.queries'
