import type { QueryClient } from '@tanstack/react-query'
import { capabilityQueries } from '@/entities/capabilities'
import { accessFor } from '@/entities/session'
import { getConfig } from '@/shared/config'
import { loadAppUser, type AppContext } from './app-context'
import { gateOrganisation } from './run-gate'

// Only the /app route's (split) loader imports this: the API client and the contract stay out of
// /login's first load.

/**
 * The /app route's loader: the organisation half of the gate. It runs beside the page's own
 * loaders (one round of requests), and the router shows nothing under /app until it passes.
 */
export async function loadAppContext(
  queryClient: QueryClient,
  pathname: string,
): Promise<AppContext> {
  const { user } = await loadAppUser(queryClient)
  // The server's extensions come in the same round, so the menu is whole on its first paint.
  const [organisation] = await Promise.all([
    gateOrganisation(queryClient, pathname),
    queryClient.ensureQueryData(capabilityQueries.list()).catch(() => []),
  ])
  return {
    organisation,
    user,
    access: accessFor(user.email, organisation, getConfig().internalDomain),
  }
}
