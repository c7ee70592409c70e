// zod/mini: the routing gate parses the organisation on the first load of every page.
import * as z from 'zod/mini'
import { LIMITS } from './limits'

/** Every JSON shape of the product API, as the client parses it (the wire form is the input). */

const described = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description })
  return schema
}

const named = <S extends z.ZodMiniType>(schema: S, id: string, description?: string): S => {
  z.globalRegistry.add(schema, description ? { id, description } : { id })
  return schema
}

/** A string of at most `max` characters. */
export const text = (max: number) => z.string().check(z.maxLength(max))

export const ROLES = ['admin', 'member'] as const
export const roleSchema = named(z.enum(ROLES), 'Role')

/** The caller's role; the product compares it case-insensitively, so it is read that way. */
export const userRoleSchema = described(
  z.nullable(z.pipe(z.string().check(z.toLowerCase()), roleSchema)),
  '"admin" or "member" (compared case-insensitively), null when the caller has no role',
)

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

export const settingsSchema = named(
  z.object({ zdr: flag, localDataDelete: flag, enforceSSO: flag, autoInvite: flag }),
  'Settings',
)

export const subscriptionSchema = named(
  z.object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    productName: z.nullable(z.string()),
    numSeats: described(
      z.number().check(z.int(), z.nonnegative()),
      'Seats in use now: members plus pending invitations (the X of "Using X of Y billed seats")',
    ),
    seatsCurrentCycle: described(
      z.number().check(z.int(), z.nonnegative()),
      'Seats billed this cycle (the Y). An invite that takes use above it raises it; revoking or removing lowers numSeats only, removed seats stay billed until the next cycle',
    ),
    planEndsAt: described(z.number(), 'Epoch seconds'),
  }),
  'Subscription',
)

export const organisationSchema = named(
  z.object({
    id: z.string(),
    name: z.string(),
    domain: z.nullable(z.string()),
    logo: z.nullable(z.string()),
    settings: settingsSchema,
    workosProvider: z.nullable(z.string()),
    hipaaBaaSigned: z.boolean(),
    subscription: z.nullable(subscriptionSchema),
    userRole: userRoleSchema,
  }),
  'Organisation',
)

export const memberSchema = named(
  z.object({
    userId: z.string(),
    firstName: z._default(z.nullable(z.string()), ''),
    lastName: z._default(z.nullable(z.string()), ''),
    name: z._default(z.nullable(z.string()), ''),
    email: z.string(),
    avatarUrl: z.nullable(z.string()),
    role: z.nullable(roleSchema),
  }),
  'Member',
)
export const membersResponseSchema = z.object({ members: z.array(memberSchema) })

export const INVITE_STATUSES = ['pending', 'expired'] as const
export const inviteSchema = named(
  z.object({
    email: z.string(),
    status: z.enum(INVITE_STATUSES),
    expiresAt: described(z.string(), 'ISO 8601'),
    role: roleSchema,
  }),
  'Invite',
)
export const invitesResponseSchema = z.object({ invitations: z.array(inviteSchema) })

export const domainUserSchema = named(z.object({ email: z.string() }), 'DomainUser')

export const domainStatusSchema = named(
  z.object({
    team_domain_status: z.enum(['available', 'exists', 'forbidden', 'error']),
    team_name: z._default(z.nullable(z.string()), null),
    auto_invite: z._default(z.boolean(), false),
  }),
  'DomainStatus',
  "For the caller's e-mail domain",
)

export const domainInfoSchema = named(
  z.object({
    same_domain_users: described(
      z.array(domainUserSchema),
      'Verified users on the domain: not the caller, not in its team',
    ),
    team_members: z._default(z.array(domainUserSchema), []),
    team_name: z._default(z.nullable(z.string()), null),
    subscription_status: z._default(z.nullable(z.string()), null),
  }),
  'DomainInfo',
)

export const catalogItemSchema = named(
  z.object({ event_type: z.string(), event_keys: z.array(z.string()) }),
  'EventCatalogItem',
)
export const catalogPageSchema = z.object({ items: z.array(catalogItemSchema) })

export const NOTIFICATION_TYPES = ['achievement', 'referral', 'announcement'] as const
export const notificationSchema = named(
  z.object({
    type: z.enum(NOTIFICATION_TYPES),
    key: z.string().check(z.maxLength(LIMITS.notificationKey)),
    title: z.string().check(z.maxLength(LIMITS.notificationTitle)),
    text: z.string().check(z.maxLength(LIMITS.notificationText)),
  }),
  'Notification',
)
export const notificationsSentSchema = z.object({ sent: z.number() })

/** The one `{ message }` answer (its text is informative; nothing depends on it). */
export const messageSchema = named(z.object({ message: z.optional(z.string()) }), 'MessageAnswer')

export const deletedSchema = z.nullable(z.object({ success: z.optional(z.boolean()) }))
export const urlAnswerSchema = z.object({ url: z.string() })

export const PROVIDERS = ['email', 'google', 'azure', 'workos', 'apple', 'sso'] as const
export const userStatusSchema = named(
  z.object({
    exists: z.boolean(),
    verified: z._default(z.boolean(), false),
    provider: z._default(z.nullable(z.string()), null),
  }),
  'UserStatus',
  `provider is one of ${PROVIDERS.join(', ')} or null`,
)

/** Every error answer: `code` tells refusals apart, the texts are for people and logs. */
export const errorBodySchema = named(
  z.looseObject({
    code: z.string(),
    detail: z.optional(z.string()),
    error: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
  'ErrorBody',
)

export type Role = z.infer<typeof roleSchema>
export type OrganisationSettings = z.infer<typeof settingsSchema>
export type Subscription = z.infer<typeof subscriptionSchema>
export type SubscriptionStatus = Subscription['status']
export type Organisation = z.infer<typeof organisationSchema>
export type Member = z.infer<typeof memberSchema>
export type Invite = z.infer<typeof inviteSchema>
export type DomainUser = z.infer<typeof domainUserSchema>
export type CatalogItem = z.infer<typeof catalogItemSchema>
export type CatalogPage = z.infer<typeof catalogPageSchema>
