import { Suspense, lazy } from 'react'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { runGate } from '../gate/run-gate'
import { useSessionSwapOffer } from '../session-swap'

const SessionSwapDialog = lazy(() => import('../session-swap-dialog'))

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) =>
    runGate(context.queryClient, location.pathname, context.preloadHome),
  component: Root,
})

function Root() {
  const swap = useSessionSwapOffer()
  return (
    <>
      <Outlet />
      {swap ? (
        <Suspense fallback={null}>
          <SessionSwapDialog swap={swap} />
        </Suspense>
      ) : null}
    </>
  )
}
