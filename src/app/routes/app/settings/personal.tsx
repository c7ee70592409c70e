import { createFileRoute } from '@tanstack/react-router'
import { sessionQueries } from '@/entities/session'
import { PersonalSettings } from '@/features/personal-settings'

export const Route = createFileRoute('/app/settings/personal')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueries.current()),
  component: PersonalSettings,
})
