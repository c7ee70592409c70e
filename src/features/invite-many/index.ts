export { InviteMany } from './ui/invite-many'
