import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { runGate } from '../gate/run-gate'
import { SessionSwapPrompt } from '../session-swap'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => runGate(context.queryClient, location.pathname),
  component: Root,
})

function Root() {
  return (
    <>
      <Outlet />
      <SessionSwapPrompt />
    </>
  )
}
