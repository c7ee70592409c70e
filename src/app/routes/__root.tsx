import { Suspense, lazy, useEffect } from 'react'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { useFocusRescue, useToast } from '@/shared/ui'
import type { RouterContext } from '../router'
import { runGate } from '../gate/run-gate'
import { setLinkNotice, useLinkNotice, useSessionSwapOffer } from '../session-swap'
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

/** SESSION-15: tokens in a link that were not used say so (long enough to be read). */
function LinkNotice() {
  const notice = useLinkNotice()
  const toast = useToast()
  useEffect(() => {
    if (!notice) return
    toast(notice, 'error', 10_000)
    setLinkNotice(null)
  }, [notice, toast])
  return null
}

function Root() {
  const swap = useSessionSwapOffer()
  // Every page: the keyboard is never left on <body>, across pages too (after sign-in).
  useFocusRescue()
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
      <LinkNotice />
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
