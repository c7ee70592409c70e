import { queryOptions } from '@tanstack/react-query'
import { readSession } from '@/shared/auth'

export const sessionQueries = {
  all: () => ['session'] as const,
  // The auth client owns freshness; the cache is updated from its state-change events. It also
  // retries a failed refresh itself: a read is bounded once (SESSION-9), not once per retry.
  current: () =>
    queryOptions({
      queryKey: sessionQueries.all(),
      queryFn: readSession,
      staleTime: Infinity,
      retry: false,
    }),
}
