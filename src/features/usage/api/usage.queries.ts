import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** Usage's reads, keys from general to specific: the loader and the page share them. */
export const usageQueries = {
  all: () => ['usage'] as const,
  usage: () =>
    queryOptions({
      queryKey: [...usageQueries.all(), 'usage'] as const,
      queryFn: ({ signal }) => api(endpoints.getUsage, { signal, query: {} }),
    }),
}
