import { queryOptions } from '@tanstack/react-query'
import { PAGE_DATA_STALE_MS } from '@/shared/lib'

export const ORGANISATION_LOAD_FAILED = 'Failed to get organization'

export const organisationQueries = {
  all: () => ['organisation'] as const,
  current: () =>
    queryOptions({
      queryKey: [...organisationQueries.all(), 'current'] as const,
      // The API client and contract load on first use: a signed-out /login needs neither.
      queryFn: () => import('./fetch-organisation').then((m) => m.fetchOrganisation()),
      staleTime: PAGE_DATA_STALE_MS,
    }),
}
