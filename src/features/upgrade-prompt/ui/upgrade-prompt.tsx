import { PageHeader } from '@/shared/ui'

export function UpgradePrompt() {
  return <PageHeader title="Upgrade to Enterprise" />
}
