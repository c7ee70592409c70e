export {
  organisationSchema,
  settingsSchema,
  subscriptionSchema,
  roleSchema,
  SUBSCRIPTION_STATUSES,
} from '@/shared/contract'
export type {
  Organisation,
  OrganisationSettings,
  Subscription,
  SubscriptionStatus,
  Role,
} from '@/shared/contract'
