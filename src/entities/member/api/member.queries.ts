import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { PAGE_DATA_STALE_MS } from '@/shared/lib'

export const memberQueries = {
  all: () => ['members'] as const,
  list: () =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'list'] as const,
      queryFn: async () => (await api(endpoints.listMembers)).members,
      staleTime: PAGE_DATA_STALE_MS,
    }),
}
