export { inviteSchema } from './model/invite.schema'
export type { Invite } from './model/invite.schema'
export { inviteQueries } from './api/invite.queries'
export { inviteErrorMessage } from './model/invite-error'
