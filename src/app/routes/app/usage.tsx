import { createFileRoute } from '@tanstack/react-router'
import { UsagePage, usageQueries } from '@/features/usage'

// USAGE-1: its data loads beside the /app gate, in one round; the route shows loading and errors.
export const Route = createFileRoute('/app/usage')({
  loader: ({ context }) => context.queryClient.ensureQueryData(usageQueries.usage()),
  component: UsagePage,
})
