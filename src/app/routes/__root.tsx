import { Suspense, lazy } from 'react'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { useFocusRescue } from '@/shared/ui'
import type { RouterContext } from '../router'
import { runGate } from '../gate/run-gate'
import { useSessionSwapOffer } from '../session-swap'
import { RouteAnnouncer } from '../ui/route-announcer'

const SessionSwapDialog = lazy(() => import('../session-swap-dialog'))
// UX-11: `npm start` only; a build folds this to null and drops the devtools' code.
const Devtools =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('../dev/devtools'))
    : null

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) =>
    runGate(context.queryClient, location.pathname, context.preloadHome),
  component: Root,
})

function Root() {
  const swap = useSessionSwapOffer()
  // Every page: the keyboard is never left on <body>, across pages too (after sign-in).
  useFocusRescue()
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
      {swap ? (
        <Suspense fallback={null}>
          <SessionSwapDialog swap={swap} />
        </Suspense>
      ) : null}
      {Devtools ? (
        <Suspense fallback={null}>
          <Devtools />
        </Suspense>
      ) : null}
    </>
  )
}
