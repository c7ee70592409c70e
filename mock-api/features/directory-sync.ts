import { endpoints as e, type DirectoryState } from '../../src/shared/contract'
import { recordAudit } from '../audit/audit-store'
import type { Org, User } from '../db'
import { extensionEnabled } from '../extensions'
import { requireEnterpriseAdmin } from '../handlers/guards'
import { respond, serve } from '../lib/http'
import { mintPortalLink } from '../portal-links'
import type { DemoFeature } from './demo-feature'

/**
 * Directory sync in the demo backend (DSYNC-1 to DSYNC-4): one directory per organisation at
 * most, set in the demo SSO portal's directory step, refilled from the seed on every reset.
 */

export type Directory = {
  state: DirectoryState
  provider: string
  lastSyncAt: number | null
  usersSynced: number
}

const directories = new Map<string, Directory>()

export const DIRECTORY_TARGET = { type: 'directory', id: 'directory', label: 'Directory sync' }

/** The demo seed: BigCorp has an Okta directory not linked yet; the others have none. */
function seedDirectory(org: Org): Directory | null {
  if (org.name !== 'BigCorp') return null
  return { state: 'unlinked', provider: 'Okta SCIM', lastSyncAt: null, usersSynced: 0 }
}

export const directoryOf = (orgId: string): Directory | null => directories.get(orgId) ?? null

/** DSYNC-4: members come from the directory while it is linked (and the server has the extension). */
export const directoryManaged = (orgId: string): boolean =>
  extensionEnabled('directory-sync') && directories.get(orgId)?.state === 'linked'

/** The portal's directory step: a new state (or none), recorded in the audit log. */
export function setDirectory(org: Org, user: User, next: Directory | null): void {
  const before = directories.get(org.id) ?? null
  if (next) directories.set(org.id, next)
  else directories.delete(org.id)
  recordAudit(org, user, null, {
    action: 'directory.state_changed',
    target: DIRECTORY_TARGET,
    changes: { state: { before: before?.state ?? null, after: next?.state ?? null } },
    metadata: next ? { provider: next.provider } : {},
  })
}

export const directorySyncDemo: DemoFeature = {
  load: (seed) => {
    directories.clear()
    for (const org of seed.orgs) {
      const directory = seedDirectory(org)
      if (directory) directories.set(org.id, directory)
    }
  },
  handlers: [
    serve(e.getDirectory, ({ request }) => {
      const { org } = requireEnterpriseAdmin(request, e.getDirectory)
      const d = directories.get(org.id)
      return respond(e.getDirectory, {
        directory: d
          ? {
              state: d.state,
              provider: d.provider,
              last_sync_at: d.lastSyncAt === null ? null : new Date(d.lastSyncAt).toISOString(),
              users_synced: d.usersSynced,
            }
          : null,
      })
    }),
    // DSYNC-3: SSO's one-time link (portal-links.ts), opening the directory step.
    serve(e.directoryPortal, ({ request, origin }) => {
      const { org, user } = requireEnterpriseAdmin(request, e.directoryPortal)
      const url = mintPortalLink('sso', org, user, origin, 'dsync')
      recordAudit(org, user, request, {
        action: 'directory.setup_started',
        target: DIRECTORY_TARGET,
      })
      return respond(e.directoryPortal, { url })
    }),
  ],
}
