export type { Member } from '@/shared/contract'
