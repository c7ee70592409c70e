export type { DomainUser } from './model/domain.schema'
export { domainQueries } from './api/domain.queries'
