export { domainUserSchema, domainStatusSchema, domainInfoSchema } from './model/domain.schema'
export type { DomainUser, DomainStatus, DomainInfo } from './model/domain.schema'
export { domainQueries } from './api/domain.queries'
