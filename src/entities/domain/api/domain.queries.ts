import { queryOptions } from '@tanstack/react-query'
import { http } from '@/shared/api'
import { domainInfoSchema, domainStatusSchema } from '../model/domain.schema'

export const domainQueries = {
  all: () => ['domain'] as const,
  status: () =>
    queryOptions({
      queryKey: [...domainQueries.all(), 'status'] as const,
      queryFn: () => http.get('/domain-status', domainStatusSchema),
    }),
  info: () =>
    queryOptions({
      queryKey: [...domainQueries.all(), 'info'] as const,
      queryFn: () => http.get('/domain-info', domainInfoSchema),
    }),
}
