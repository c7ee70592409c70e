import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** Domain verification's reads, keys from general to specific. */
export const domainVerificationQueries = {
  all: () => ['domain-verification'] as const,
  domains: () =>
    queryOptions({
      queryKey: [...domainVerificationQueries.all(), 'domains'] as const,
      queryFn: ({ signal }) => api(endpoints.getDomains, { signal }),
    }),
}
