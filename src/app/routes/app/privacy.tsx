import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/features/privacy'
import { UpgradePrompt } from '@/features/upgrade-prompt'

export const Route = createFileRoute('/app/privacy')({
  component: () => (
    <>
      <UpgradePrompt />
      <PrivacyPage />
    </>
  ),
})
