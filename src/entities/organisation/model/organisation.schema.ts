import { z } from 'zod'

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

export const settingsSchema = z.object({
  zdr: z.boolean().default(false),
  localDataDelete: z.boolean().default(false),
  enforceSSO: z.boolean().default(false),
  autoInvite: z.boolean().default(false),
})

export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  productName: z.string().nullable(),
  numSeats: z.number().int().nonnegative(),
  seatsCurrentCycle: z.number().int().nonnegative(),
  planEndsAt: z.number(),
})

export const roleSchema = z.enum(['admin', 'member'])

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  logo: z.string().nullable(),
  settings: settingsSchema,
  workosProvider: z.string().nullable(),
  hipaaBaaSigned: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  userRole: z.string().nullable(),
})

export type OrganisationSettings = z.infer<typeof settingsSchema>
export type Subscription = z.infer<typeof subscriptionSchema>
export type SubscriptionStatus = Subscription['status']
export type Organisation = z.infer<typeof organisationSchema>
export type Role = z.infer<typeof roleSchema>
