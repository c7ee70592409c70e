import { queryOptions } from '@tanstack/react-query'
import { getAuthClient, hasStoredSession, withAuthTimeout, type Session } from '@/shared/auth'

/** Reads the stored session (refreshing it when expired); null when signed out. */
export async function fetchSession(): Promise<Session | null> {
  if (!hasStoredSession()) return null
  // A hung refresh ends in an error page with Try again, never an endless spinner.
  const { data, error } = await withAuthTimeout(getAuthClient().then((c) => c.getSession()))
  if (error) throw error
  return data.session
}

export const sessionQueries = {
  all: () => ['session'] as const,
  // The auth client owns freshness; the cache is updated from its state-change events.
  current: () =>
    queryOptions({ queryKey: sessionQueries.all(), queryFn: fetchSession, staleTime: Infinity }),
}
