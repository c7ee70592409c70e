export type {
  Organisation,
  OrganisationSettings,
  Subscription,
  SubscriptionStatus,
  Role,
} from '@/shared/contract'
export { isAdmin, isActive, isPastDue, subscriptionState } from './model/organisation-rules'
export type { SubscriptionState } from './model/organisation-rules'
export { isEnterprise } from './model/enterprise'
export {
  seatLineText,
  INACTIVE_SUBSCRIPTION as INACTIVE_SUBSCRIPTION_TEXT,
} from './model/seat-line'
export { ORGANISATION_MESSAGES } from './model/organisation-messages'
export { organisationNameSchema } from './model/organisation-name.schema'
export type {
  OrganisationNameInput,
  OrganisationNameValues,
} from './model/organisation-name.schema'
export { organisationQueries } from './api/organisation.queries'
export { contactAdmins } from './api/contact-admins'
export { useOrganisation, useOrganisationOrNull } from './api/use-organisation'
export { controlLock } from './model/control-lock'
export { EnterpriseTag, LockHint } from './ui/lock-hint'
export { ORGANISATION_UPDATE_SCOPE } from './api/update-scope'
export { useAdminPortalOpener } from './api/use-admin-portal'
