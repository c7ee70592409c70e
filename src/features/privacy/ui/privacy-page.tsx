import { PageHeader } from '@/shared/ui'

export function PrivacyPage() {
  return <PageHeader title="Privacy" />
}
