import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { MEMBER } from '../errors'
import { text } from '../schemas'

// DSYNC-1: what one item holds is yet to decide; an id and a name to start with.
const directorySyncItemSchema = z.object({ id: z.string(), name: text(200) })

/** Directory sync's calls (added to the table by features/index.ts). */
export const directorySyncEndpoints = {
  getDirectory: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/directory',
    summary: "The directory sync items of the caller's organisation",
    auth: 'user',
    response: z.object({ items: z.array(directorySyncItemSchema) }),
    errors: [...MEMBER],
    extension: 'directory-sync',
  }),
} as const
