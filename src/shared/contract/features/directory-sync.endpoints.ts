import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { ADMIN, ENTERPRISE_REQUIRED } from '../errors'
import { described, named } from './registry'
import { text, urlAnswerSchema } from '../schemas'

/** DSYNC-1: the states of a WorkOS directory, as its Directory Sync API names them. */
export const DIRECTORY_STATES = [
  'linked',
  'unlinked',
  'validating',
  'invalid_credentials',
  'deleting',
] as const
export type DirectoryState = (typeof DIRECTORY_STATES)[number]

export const directorySchema = named(
  z.object({
    state: z.enum(DIRECTORY_STATES),
    provider: described(
      text(100),
      'The directory provider (Okta SCIM, Entra ID, Google Workspace…)',
    ),
    last_sync_at: described(z.nullable(z.string()), 'ISO time of the last sync; null before one'),
    users_synced: described(z.number(), 'Users the last sync brought in'),
  }),
  'Directory',
)

/** Directory sync's calls (added to the table by features/index.ts). */
export const directorySyncEndpoints = {
  // DSYNC-1, DSYNC-2: Enterprise admins only; none until a provider is chosen in the portal.
  getDirectory: defineEndpoint({
    method: 'get',
    path: '/api/v1/enterprise/directory',
    summary: "The caller's organisation's directory (WorkOS Directory Sync), or null",
    auth: 'admin',
    response: z.object({ directory: z.nullable(directorySchema) }),
    errors: [...ADMIN, ENTERPRISE_REQUIRED],
    extension: 'directory-sync',
  }),
  // DSYNC-3: the same one-time admin-portal link as SSO's, with the `dsync` intent.
  directoryPortal: defineEndpoint({
    method: 'post',
    path: '/api/v1/enterprise/directory/portal-link',
    summary: 'A one-time link to the admin portal, intent `dsync`',
    description:
      'Single use, 5 minutes, for an admin of the organisation; the portal must be on an allowed redirect host.',
    auth: 'admin',
    response: urlAnswerSchema,
    errors: [...ADMIN, ENTERPRISE_REQUIRED],
    extension: 'directory-sync',
  }),
} as const
