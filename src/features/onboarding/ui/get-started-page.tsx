import { PageHeader } from '@/shared/ui'

export function GetStartedPage() {
  return <PageHeader title="Get started" />
}
