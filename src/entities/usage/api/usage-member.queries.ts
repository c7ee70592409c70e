import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { PAGE_DATA_STALE_MS } from '@/shared/lib'

/**
 * USAGE-3, USAGE-11: each member's usage, one query for the usage page, its reclaim view and the
 * team table's Last active column, so moving between them asks once.
 */
export const usageMemberQueries = {
  all: () => ['usage-members'] as const,
  list: () =>
    queryOptions({
      queryKey: [...usageMemberQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => api(endpoints.getUsageMembers, { signal }),
      staleTime: PAGE_DATA_STALE_MS,
    }),
}
