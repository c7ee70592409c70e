import * as z from 'zod/mini'
import { roleSchema } from '../schemas'
import { described, named } from './registry'

/**
 * Invite link's shapes (INVLINK-1 to INVLINK-9). Where issue 40 is silent they follow Slack's and
 * Cal.com's invite links: one link per organisation, a role, an expiry, an optional domain limit.
 */

/** INVLINK-3: the expiries an admin can choose; `never` keeps the link until it is reset or off. */
export const INVITE_LINK_EXPIRIES = ['7d', '30d', 'never'] as const
export type InviteLinkExpiry = (typeof INVITE_LINK_EXPIRIES)[number]

export const inviteLinkSchema = named(
  z.object({
    url: described(z.string(), 'The address to share: the portal’s /join/{token}'),
    role: roleSchema,
    expiry: described(
      z.enum(INVITE_LINK_EXPIRIES),
      'The chosen expiry (counted from the last change)',
    ),
    expires_at: described(z.nullable(z.string()), 'ISO time the link stops working; null: never'),
    uses: described(z.number(), 'How many people joined through this link (a reset starts at 0)'),
    restrict_to_domain: described(
      z.boolean(),
      "Only addresses on the organisation's domain may join",
    ),
    domain: described(z.nullable(z.string()), "The organisation's domain (null: none)"),
  }),
  'InviteLink',
)

/** INVLINK-2: none is `{ "link": null }` (200), so "no link" is an answer and not a failure. */
export const inviteLinkAnswerSchema = z.object({ link: z.nullable(inviteLinkSchema) })

export const inviteLinkCreateSchema = z.object({
  role: z.optional(roleSchema),
  expiry: z.optional(z.enum(INVITE_LINK_EXPIRIES)),
})

export const inviteLinkPatchSchema = z.object({
  role: z.optional(roleSchema),
  expiry: z.optional(z.enum(INVITE_LINK_EXPIRIES)),
  restrict_to_domain: z.optional(z.boolean()),
})

/** INVLINK-6: what a link says to anyone who opens it; `valid` is the only state that joins. */
export const INVITE_LINK_STATES = ['valid', 'expired', 'reset', 'disabled'] as const
export type InviteLinkState = (typeof INVITE_LINK_STATES)[number]

export const inviteLinkPreviewSchema = named(
  z.object({
    org_name: z.string(),
    role: roleSchema,
    state: z.enum(INVITE_LINK_STATES),
    expires_at: z.nullable(z.string()),
    restricted_domain: described(
      z.nullable(z.string()),
      'The domain an address must be on to join; null: any address',
    ),
  }),
  'InviteLinkPreview',
)

export type InviteLink = z.infer<typeof inviteLinkSchema>
export type InviteLinkPreview = z.infer<typeof inviteLinkPreviewSchema>
