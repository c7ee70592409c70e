export {
  organisationSchema,
  settingsSchema,
  subscriptionSchema,
  roleSchema,
  SUBSCRIPTION_STATUSES,
} from './model/organisation.schema'
export type {
  Organisation,
  OrganisationSettings,
  Subscription,
  SubscriptionStatus,
  Role,
} from './model/organisation.schema'
export {
  isAdmin,
  isActive,
  isPastDue,
  isEnterprise,
  subscriptionState,
} from './model/organisation-rules'
export type { SubscriptionState } from './model/organisation-rules'
export { organisationQueries } from './api/organisation.queries'
export { useOrganisation, useOrganisationOrNull } from './api/use-organisation'
