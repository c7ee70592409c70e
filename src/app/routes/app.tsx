import { createFileRoute } from '@tanstack/react-router'
import { warmFormatting } from '@/shared/lib'
import { loadAppUser } from '../gate/app-context'
import { loadAppContext } from '../gate/app-loader'
import { AppShell } from '../shell/app-shell'

export const Route = createFileRoute('/app')({
  // No network wait before the loaders: the page's data starts beside the organisation request.
  beforeLoad: ({ context }) => loadAppUser(context.queryClient),
  // The organisation half of the gate; nothing under /app renders before it passes.
  loader: ({ context, location }) => {
    // Tasks later, once every loader's calls have gone out: built while the answers are on the
    // way, not inside the render that draws the page.
    warmFormatting()
    return loadAppContext(context.queryClient, location.pathname)
  },
  component: AppShell,
})
