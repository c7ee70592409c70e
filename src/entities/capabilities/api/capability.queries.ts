import { queryOptions } from '@tanstack/react-query'
import { api, isApiError } from '@/shared/api'
import { EXTENSIONS, endpoints, type Extension } from '@/shared/contract'

const isKnown = (name: string): name is Extension =>
  (EXTENSIONS as readonly string[]).includes(name)

/** The extensions the server has that this portal knows; a server without the call has none. */
async function readCapabilities(): Promise<Extension[]> {
  try {
    const { extensions } = await api(endpoints.getCapabilities)
    return extensions.filter(isKnown)
  } catch (error) {
    if (isApiError(error) && error.status === 404) return []
    throw error
  }
}

export const capabilityQueries = {
  all: () => ['capabilities'] as const,
  // A server gains an extension with a deploy: asked once per cold load, then every few minutes.
  list: () =>
    queryOptions({
      queryKey: capabilityQueries.all(),
      queryFn: readCapabilities,
      staleTime: 5 * 60_000,
    }),
}
