import { createFileRoute } from '@tanstack/react-router'
import { loadAppContext } from '../gate/app-context'
import { AppShell } from '../shell/app-shell'

export const Route = createFileRoute('/app')({
  beforeLoad: ({ context }) => loadAppContext(context.queryClient),
  component: AppShell,
})
