import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** Directory sync's reads, keys from general to specific: the card and the team page share them. */
export const directorySyncQueries = {
  all: () => ['directory-sync'] as const,
  directory: () =>
    queryOptions({
      queryKey: [...directorySyncQueries.all(), 'directory'] as const,
      queryFn: ({ signal }) => api(endpoints.getDirectory, { signal }),
    }),
}
