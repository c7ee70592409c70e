import { auditLogEndpoints } from './audit-log.endpoints'
import { usageEndpoints } from './usage.endpoints'
import { inviteLinkEndpoints } from './invite-link.endpoints'
import { directorySyncEndpoints } from './directory-sync.endpoints'
import { domainVerificationEndpoints } from './domain-verification.endpoints'
/**
 * Each generated feature's calls, one file per feature (`npm run new:feature` adds the import and
 * the spread): endpoints.ts adds them to the one table, so the client, the demo backend, its
 * contract test and docs/api.md take them like any other call.
 */
export const featureEndpoints = {
  ...auditLogEndpoints,
  ...usageEndpoints,
  ...inviteLinkEndpoints,
  ...directorySyncEndpoints,
  ...domainVerificationEndpoints,
}
