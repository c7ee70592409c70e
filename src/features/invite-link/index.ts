export { InviteLinkCard } from './ui/invite-link-card'
