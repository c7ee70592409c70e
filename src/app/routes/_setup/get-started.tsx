import { createFileRoute } from '@tanstack/react-router'
import { GetStartedPage, loadGetStarted } from '@/features/onboarding'

export const Route = createFileRoute('/_setup/get-started')({
  loader: ({ context }) => loadGetStarted(context.queryClient),
  component: GetStartedPage,
})
