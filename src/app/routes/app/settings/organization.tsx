import { createFileRoute } from '@tanstack/react-router'
import { OrganizationSettings } from '@/features/settings'
import { UpgradePrompt } from '@/features/upgrade-prompt'

export const Route = createFileRoute('/app/settings/organization')({
  component: () => (
    <>
      <UpgradePrompt />
      <OrganizationSettings />
    </>
  ),
})
