export { InviteCard } from './ui/invite-card'
