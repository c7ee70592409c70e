export { inviteSchema } from '@/shared/contract'
export type { Invite } from '@/shared/contract'
