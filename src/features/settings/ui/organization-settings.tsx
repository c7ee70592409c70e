import { PageHeader } from '@/shared/ui'

export function OrganizationSettings() {
  return <PageHeader title="Organization" />
}
