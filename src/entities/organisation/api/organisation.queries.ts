import { queryOptions } from '@tanstack/react-query'

export const ORGANISATION_LOAD_FAILED = 'Failed to get organization'

export const organisationQueries = {
  all: () => ['organisation'] as const,
  current: () =>
    queryOptions({
      queryKey: [...organisationQueries.all(), 'current'] as const,
      // The API client and contract load on first use: a signed-out /login needs neither.
      queryFn: () => import('./fetch-organisation').then((m) => m.fetchOrganisation()),
      staleTime: 30_000,
    }),
}
