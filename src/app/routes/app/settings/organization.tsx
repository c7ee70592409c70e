import { createFileRoute } from '@tanstack/react-router'
import { organisationQueries } from '@/entities/organisation'
import { OrganisationSettingsPage } from '../../../pages/settings/organisation-settings-page'
import { UpgradePrompt } from '@/features/upgrade-prompt'

export const Route = createFileRoute('/app/settings/organization')({
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationQueries.current()),
  component: () => (
    <>
      <UpgradePrompt />
      <OrganisationSettingsPage />
    </>
  ),
})
