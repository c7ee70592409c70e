import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { PAGE_DATA_STALE_MS } from '@/shared/lib'

/** Directory sync's reads, keys from general to specific: the card and the team page share them. */
export const directorySyncQueries = {
  all: () => ['directory-sync'] as const,
  directory: () =>
    queryOptions({
      queryKey: [...directorySyncQueries.all(), 'directory'] as const,
      queryFn: ({ signal }) => api(endpoints.getDirectory, { signal }),
      // Started by the team loader: the lock reading it a moment later does not ask again.
      staleTime: PAGE_DATA_STALE_MS,
    }),
}
