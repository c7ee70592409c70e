export type { Invite } from '@/shared/contract'
