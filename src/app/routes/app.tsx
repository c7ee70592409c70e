import { createFileRoute } from '@tanstack/react-router'
import { loadAppUser } from '../gate/app-context'
import { loadAppContext } from '../gate/app-loader'
import { AppShell } from '../shell/app-shell'

export const Route = createFileRoute('/app')({
  // No network wait before the loaders: the page's data starts beside the organisation request.
  beforeLoad: ({ context }) => loadAppUser(context.queryClient),
  // The organisation half of the gate; nothing under /app renders before it passes.
  loader: ({ context, location }) => loadAppContext(context.queryClient, location.pathname),
  component: AppShell,
})
