export { InviteLinkCard } from './ui/invite-link-card'
export { JoinPage } from './ui/join-page'
export { JoinError } from './ui/join-error'
export { inviteLinkQueries } from './api/invite-link.queries'
