import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { MEMBER } from '../errors'
import { text } from '../schemas'

// USAGE-1: what one item holds is yet to decide; an id and a name to start with.
const usageItemSchema = z.object({ id: z.string(), name: text(200) })

/** Usage's calls (added to the table by features/index.ts). */
export const usageEndpoints = {
  getUsage: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/usage',
    summary: "The usage items of the caller's organisation",
    auth: 'user',
    response: z.object({ items: z.array(usageItemSchema) }),
    errors: [...MEMBER],
    extension: 'usage',
  }),
} as const
