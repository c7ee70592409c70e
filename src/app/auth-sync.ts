import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/entities/session'
import {
  AUTH_STORAGE_KEY,
  parseStoredSession,
  takeSignOutIntended,
  whenAuthClientReady,
  type Session,
  signInUnderway,
} from '@/shared/auth'
import { resetAnalytics } from '@/shared/analytics'
import { markSessionEnded, saveOpenDrafts, takeReturnPath } from '@/shared/lib'
import type { AppRouter } from './router'
import { sessionStarted } from './session-end'

/**
 * Keeps the cached session in step with the auth client, and owns what follows a sign-out:
 * logout here, in another tab (the auth client broadcasts it) or an ended session all arrive as
 * SIGNED_OUT, which returns to /login and drops every cached query.
 */
export function syncAuthState(queryClient: QueryClient, router: AppRouter): () => void {
  // One subscription per router however many hold it: main.tsx starts it before the first route
  // loads (a refused refresh then must not go unheard), the App keeps it while mounted.
  const held = holders.get(router) ?? { count: 0, stop: () => {} }
  if (held.count === 0) held.stop = subscribe(queryClient, router)
  held.count += 1
  holders.set(router, held)
  let released = false
  return () => {
    if (released) return
    released = true
    held.count -= 1
    if (held.count === 0) held.stop()
  }
}

const holders = new WeakMap<AppRouter, { count: number; stop: () => void }>()

function subscribe(queryClient: QueryClient, router: AppRouter): () => void {
  let unsubscribe = () => {}
  // GATE-3: another tab signed in while this one waits on /login, so it goes on as a sign-in
  // here would, back to where its session ended (SESSION-11). A sign-in made on this page moves
  // on by itself: the password form, a sign-in mutation, or the gate taking a provider's tokens
  // while the router loads. Once: it may be heard twice (the auth client's broadcast, the storage event).
  let goingOn = false
  const goOnAfterSignIn = (userId: string) => {
    if (
      goingOn ||
      router.state.location.pathname !== '/login' ||
      router.state.status !== 'idle' ||
      queryClient.isMutating() !== 0 ||
      signInUnderway()
    )
      return
    goingOn = true
    setTimeout(() => {
      void router
        .navigate({ href: takeReturnPath(userId) ?? '/', replace: true })
        .finally(() => (goingOn = false))
    }, 0)
  }
  // A fresh /login has not loaded the auth client, so it hears no broadcast: another tab's new
  // session arrives as a storage event (a refresh replaces one, it does not add one).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY || event.oldValue !== null || !event.newValue) return
    const userId = parseStoredSession(event.newValue)?.user.id
    if (!userId) return
    // This tab cached "signed out": the gate reads the stored session afresh.
    queryClient.removeQueries({ queryKey: sessionQueries.all(), exact: true })
    goOnAfterSignIn(userId)
  }
  window.addEventListener('storage', onStorage)
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
      const previous = queryClient.getQueryData<Session | null>(sessionQueries.all())
      // SESSION-14: another tab signed in as someone else. Nothing the previous user loaded may
      // show, nor be saved with the new user's token: start again at / as the new user.
      queryClient.setQueryData(sessionQueries.all(), session)
      if (!previous) {
        if (event === 'SIGNED_IN') goOnAfterSignIn(session.user.id)
        return
      }
      if (previous.user.id === session.user.id) return
      resetAnalytics()
      // Reset, not removed: a mounted page keeps its queries, which load again for the new user.
      void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== sessionQueries.all()[0] })
      setTimeout(() => void router.navigate({ to: '/', replace: true }), 0)
    })
    unsubscribe = () => data.subscription.unsubscribe()
  })
  return () => {
    window.removeEventListener('storage', onStorage)
    stopWaiting()
    unsubscribe()
  }
}
