import { createFileRoute } from '@tanstack/react-router'
import { organisationQueries } from '@/entities/organisation'
import { OrganizationSettings } from '../../../pages/settings/organization-settings-page'
import { UpgradePrompt } from '@/features/upgrade-prompt'

export const Route = createFileRoute('/app/settings/organization')({
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationQueries.current()),
  component: () => (
    <>
      <UpgradePrompt />
      <OrganizationSettings />
    </>
  ),
})
