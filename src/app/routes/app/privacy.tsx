import { createFileRoute } from '@tanstack/react-router'
import { organisationQueries } from '@/entities/organisation'
import { PrivacyPage } from '@/features/privacy'
import { UpgradePrompt } from '@/features/upgrade-prompt'

export const Route = createFileRoute('/app/privacy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationQueries.current()),
  component: () => <PrivacyPage prompt={<UpgradePrompt />} />,
})
