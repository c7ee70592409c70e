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
export { endpoints } from './endpoints'
export { EXTENSIONS, extensionOf } from './extensions'
export type { Extension } from './extensions'
export { PLAN_CODE_VALUES } from './plan-codes'
export type { EndpointName, FeatureEndpointName } from './endpoints'
export { defineEndpoint, fillPath } from './endpoint'
export type { Auth, Endpoint, ErrorCode, PathParams } from './endpoint'
export { resolveApiPath } from './resolve-path'
export { LIMITS, MAX_REQUEST_BYTES } from './limits'
export { isEmailAddress } from './email'
export { AUDIT_BATCH_HEADER, AUDIT_FILTER_MAX } from './features/audit-log.schemas'
export type { AuditAction, AuditEvent } from './features/audit-log.schemas'
export type { UsageInterval, UsageMember, UsagePoint } from './features/usage.schemas'
export type {
  InviteLink,
  InviteLinkExpiry,
  InviteLinkPreview,
  InviteLinkState,
} from './features/invite-link.schemas'
export { DIRECTORY_STATES } from './features/directory-sync.endpoints'
export type { DirectoryState } from './features/directory-sync.endpoints'
export type { DomainState } from './features/domain-verification.endpoints'
