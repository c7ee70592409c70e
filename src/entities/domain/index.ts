export type { DomainUser } from '@/shared/contract'
export { DOMAIN_MESSAGES } from './model/domain-messages'
export { domainQueries } from './api/domain.queries'
