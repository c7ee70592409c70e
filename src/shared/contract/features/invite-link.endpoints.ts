import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { MEMBER } from '../errors'
import { text } from '../schemas'

// INVLINK-1: what one item holds is yet to decide; an id and a name to start with.
const inviteLinkItemSchema = z.object({ id: z.string(), name: text(200) })

/** Invite link's calls (added to the table by features/index.ts). */
export const inviteLinkEndpoints = {
  getInviteLink: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/invite-link',
    summary: "The invite link items of the caller's organisation",
    auth: 'user',
    response: z.object({ items: z.array(inviteLinkItemSchema) }),
    errors: [...MEMBER],
    extension: 'invite-link',
  }),
} as const
