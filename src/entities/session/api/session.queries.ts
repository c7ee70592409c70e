import { queryOptions } from '@tanstack/react-query'
import { getAuthClient, hasStoredSession, type Session } from '@/shared/auth'

/** Reads the stored session (refreshing it when expired); null when signed out. */
export async function fetchSession(): Promise<Session | null> {
  if (!hasStoredSession()) return null
  const { data, error } = await (await getAuthClient()).getSession()
  if (error) throw error
  return data.session
}

export const sessionQueries = {
  all: () => ['session'] as const,
  // The auth client owns freshness; the cache is updated from its state-change events.
  current: () =>
    queryOptions({ queryKey: sessionQueries.all(), queryFn: fetchSession, staleTime: Infinity }),
}
