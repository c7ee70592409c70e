import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { capabilityQueries, type Extension } from '@/entities/capabilities'

// Only split loaders import this (the audit log's): /login's first load does not carry it.

/**
 * Loader guard of an extension's page: on a server without the extension (GET
 * /api/v1/capabilities does not list it, answers 404, or could not be read) the address is
 * `Not found`, as the menu and the palette leave the page out. The /app loader asks for the same
 * query in the same round, so this waits on no second request.
 */
export async function requireExtension(queryClient: QueryClient, name: Extension): Promise<void> {
  const extensions = await queryClient
    .ensureQueryData(capabilityQueries.list())
    .catch((): readonly Extension[] => [])
  if (!extensions.includes(name)) throw notFound()
}
