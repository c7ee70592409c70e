import { PageHeader } from '@/shared/ui'

export function TeamPage() {
  return <PageHeader title="Team" />
}
