export { InviteLinkCard } from './ui/invite-link-card'
export { JoinPage } from './ui/join-page'
export { inviteLinkQueries } from './api/invite-link.queries'
