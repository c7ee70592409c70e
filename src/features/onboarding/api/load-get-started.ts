import type { QueryClient } from '@tanstack/react-query'
import { domainQueries } from '@/entities/domain'

/**
 * Route loader for /get-started: the domain status, then (unless the domain is public) the
 * domain users. The two really are one after another: the users are never asked for on a public
 * domain. Failures stay in the cache and the page shows their message, so the loader never
 * throws: a person can still create an organisation when a lookup fails.
 */
export async function loadGetStarted(queryClient: QueryClient): Promise<void> {
  const status = await queryClient.ensureQueryData(domainQueries.status()).catch(() => null)
  if (status && status.team_domain_status !== 'forbidden')
    await queryClient.ensureQueryData(domainQueries.info()).catch(() => null)
}
