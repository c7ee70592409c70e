import { PageHeader } from '@/shared/ui'

export function PersonalSettings() {
  return <PageHeader title="Personal" />
}
