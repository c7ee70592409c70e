export { organisationSchema, errorBodySchema } from './schemas'
export type {
  Role,
  OrganisationSettings,
  Subscription,
  SubscriptionStatus,
  Organisation,
  Member,
  Invite,
  DomainUser,
  CatalogItem,
  CatalogPage,
} from './schemas'
export { endpoints, PLAN_CODE_VALUES } from './endpoints'
export type { EndpointName } from './endpoints'
export { defineEndpoint, fillPath } from './endpoint'
export type { Auth, Endpoint, ErrorCode, PathParams } from './endpoint'
export { resolveApiPath } from './resolve-path'
export { LIMITS, MAX_REQUEST_BYTES } from './limits'
