import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** Audit log's reads, keys from general to specific: the loader and the page share them. */
export const auditLogQueries = {
  all: () => ['audit-log'] as const,
  auditEvents: () =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), 'auditEvents'] as const,
      queryFn: ({ signal }) => api(endpoints.getAuditEvents, { signal, query: {} }),
    }),
}
