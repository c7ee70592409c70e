export type { DomainUser, DomainStatus, DomainInfo } from '@/shared/contract'
