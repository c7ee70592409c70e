import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './route-tree.gen'
import { RouteError } from './ui/route-error'
import { PagePending } from './ui/page-pending'
import { learnEarlyCalls } from './boot/early-calls'

export type RouterContext = {
  queryClient: QueryClient
  /** Loads the signed-in home's code and data (the gate calls it while it waits for an answer). */
  preloadHome: () => void
}

/** Where the gate sends a signed-in member of an active organisation (GATE-3). */
const HOME = '/app/settings/organization'

export function createAppRouter(
  queryClient: QueryClient,
  history?: Parameters<typeof createRouter>[0]['history'],
) {
  let preloadHome = () => {}
  const router = createRouter({
    routeTree,
    context: { queryClient, preloadHome: () => preloadHome() },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    // Loaded when first needed: an unknown address is rare, and /login's first load is budgeted.
    defaultNotFoundComponent: lazyRouteComponent(() => import('./ui/not-found'), 'NotFound'),
    defaultPendingComponent: PagePending,
    scrollRestoration: true,
  })
  preloadHome = () => void router.preloadRoute({ to: HOME }).catch(() => undefined)
  learnEarlyCalls(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
