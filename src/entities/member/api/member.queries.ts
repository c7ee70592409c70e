import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

export const memberQueries = {
  all: () => ['members'] as const,
  list: () =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'list'] as const,
      queryFn: async () => (await api(endpoints.listMembers)).members,
    }),
}
