import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

export const domainQueries = {
  all: () => ['domain'] as const,
  status: () =>
    queryOptions({
      queryKey: [...domainQueries.all(), 'status'] as const,
      queryFn: () => api(endpoints.domainStatus),
    }),
  info: () =>
    queryOptions({
      queryKey: [...domainQueries.all(), 'info'] as const,
      queryFn: () => api(endpoints.domainInfo),
    }),
}
