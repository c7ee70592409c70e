import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { MEMBER } from '../errors'
import { text } from '../schemas'

// DOMAIN-1: what one item holds is yet to decide; an id and a name to start with.
const domainVerificationItemSchema = z.object({ id: z.string(), name: text(200) })

/** Domain verification's calls (added to the table by features/index.ts). */
export const domainVerificationEndpoints = {
  getDomains: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/domains',
    summary: "The domain verification items of the caller's organisation",
    auth: 'user',
    response: z.object({ items: z.array(domainVerificationItemSchema) }),
    errors: [...MEMBER],
    extension: 'domain-verification',
  }),
} as const
