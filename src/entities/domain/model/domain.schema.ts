export type { DomainUser } from '@/shared/contract'
