import { PageHeader } from '@/shared/ui'

export function EventCatalogPage() {
  return <PageHeader title="Events Catalog" />
}
