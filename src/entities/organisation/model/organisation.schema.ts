// zod/mini: the routing gate parses the organisation on the first load of every page.
import * as z from 'zod/mini'

export const SUBSCRIPTION_STATUSES = [
  'active',
  'inactive',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'trialing',
] as const

const flag = z._default(z.boolean(), false)

export const settingsSchema = z.object({
  zdr: flag,
  localDataDelete: flag,
  enforceSSO: flag,
  autoInvite: flag,
})

export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  productName: z.nullable(z.string()),
  numSeats: z.number().check(z.int(), z.nonnegative()),
  seatsCurrentCycle: z.number().check(z.int(), z.nonnegative()),
  planEndsAt: z.number(),
})

export const roleSchema = z.enum(['admin', 'member'])

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  settings: settingsSchema,
  workosProvider: z.nullable(z.string()),
  hipaaBaaSigned: z.boolean(),
  subscription: z.nullable(subscriptionSchema),
  userRole: z.nullable(z.string()),
})

export type OrganisationSettings = z.infer<typeof settingsSchema>
export type Subscription = z.infer<typeof subscriptionSchema>
export type SubscriptionStatus = Subscription['status']
export type Organisation = z.infer<typeof organisationSchema>
export type Role = z.infer<typeof roleSchema>
