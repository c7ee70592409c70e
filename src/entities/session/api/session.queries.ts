import { queryOptions } from '@tanstack/react-query'
import { readSession } from '@/shared/auth'

export const sessionQueries = {
  all: () => ['session'] as const,
  // The auth client owns freshness; the cache is updated from its state-change events.
  current: () =>
    queryOptions({ queryKey: sessionQueries.all(), queryFn: readSession, staleTime: Infinity }),
}
