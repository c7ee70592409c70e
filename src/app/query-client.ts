import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/shared/api'
import { endSession } from './session-end'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Queries to refresh once the mutation settles successfully (cross-slice refresh). */
      invalidates?: readonly QueryKey[]
    }
  }
}

export const MAX_QUERY_RETRIES = 2

/** No answer, too slow, or a server failure may pass; a refusal or a malformed answer will not. */
const isRetryable = (error: unknown): boolean =>
  !isApiError(error) ||
  error.kind === 'network' ||
  error.kind === 'timeout' ||
  (error.kind === 'http' && error.status >= 500)

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_QUERY_RETRIES && isRetryable(error)

/** SESSION-10: the API no longer accepts the session. */
const endSessionOn401 = (error: unknown) => {
  if (isApiError(error) && error.status === 401) endSession()
}

export function createQueryClient(options: { retryDelay?: number } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOn401 }),
    mutationCache: new MutationCache({
      onError: endSessionOn401,
      onSuccess: (_data, _vars, _ctx, mutation) => {
        const keys = mutation.meta?.invalidates ?? []
        return Promise.all(
          keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ).then(() => undefined)
      },
    }),
    defaultOptions: {
      // Nothing waits for a connection: offline, a call fails at once and its screen says so
      // (the default pauses it, a button busy or a page loading for as long as it lasts).
      queries: {
        networkMode: 'always',
        retry: shouldRetryQuery,
        ...(options.retryDelay !== undefined ? { retryDelay: options.retryDelay } : {}),
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  })
  return queryClient
}
