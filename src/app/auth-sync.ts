import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/entities/session'
import { takeSignOutIntended, whenAuthClientReady, type Session } from '@/shared/auth'
import { resetAnalytics } from '@/shared/analytics'
import { markSessionEnded, saveOpenDrafts } from '@/shared/lib'
import type { AppRouter } from './router'
import { sessionStarted } from './session-end'

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
        const previous = queryClient.getQueryData<Session | null>(sessionQueries.all())
        // SESSION-10: a sign-out nobody asked for here (a refused refresh, an API 401, another
        // tab) keeps the open forms' input and says why on /login.
        // On a first load the cache may not hold the session yet: the notice still shows.
        if (!takeSignOutIntended()) {
          saveOpenDrafts()
          markSessionEnded(previous?.user.id ?? null, router.state.location.href)
        }
        queryClient.setQueryData(sessionQueries.all(), null)
        resetAnalytics()
        // Deferred: auth callbacks must not wait on work that calls the auth client again.
        // The cache is dropped once the signed-in pages are gone, so none of them refetches.
        setTimeout(() => {
          void router.navigate({ to: '/login', replace: true }).finally(() => queryClient.clear())
        }, 0)
        return
      }
      if (!session) return
      sessionStarted()
      queryClient.setQueryData(sessionQueries.all(), session)
    })
    unsubscribe = () => data.subscription.unsubscribe()
  })
  return () => {
    stopWaiting()
    unsubscribe()
  }
}
