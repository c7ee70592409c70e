import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/entities/session'
import { whenAuthClientReady } from '@/shared/auth'
import { resetAnalytics } from '@/shared/analytics'
import type { AppRouter } from './router'

/**
 * Keeps the cached session in step with the auth client, and owns what follows a sign-out:
 * logout here, in another tab (the auth client broadcasts it) or an ended session all arrive as
 * SIGNED_OUT, which returns to /login and drops every cached query.
 */
export function syncAuthState(queryClient: QueryClient, router: AppRouter): () => void {
  let unsubscribe = () => {}
  const stopWaiting = whenAuthClientReady((client) => {
    const { data } = client.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') {
        queryClient.setQueryData(sessionQueries.all(), null)
        resetAnalytics()
        // Deferred: auth callbacks must not wait on work that calls the auth client again.
        // The cache is dropped once the signed-in pages are gone, so none of them refetches.
        setTimeout(() => {
          void router.navigate({ to: '/login', replace: true }).finally(() => queryClient.clear())
        }, 0)
        return
      }
      if (session) queryClient.setQueryData(sessionQueries.all(), session)
    })
    unsubscribe = () => data.subscription.unsubscribe()
  })
  return () => {
    stopWaiting()
    unsubscribe()
  }
}
