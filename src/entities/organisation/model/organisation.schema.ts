export type {
  Organisation,
  OrganisationSettings,
  Subscription,
  SubscriptionStatus,
  Role,
} from '@/shared/contract'
