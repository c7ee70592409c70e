export type { DomainUser } from './model/domain.schema'
export { DOMAIN_MESSAGES } from './model/domain-messages'
export { domainQueries } from './api/domain.queries'
