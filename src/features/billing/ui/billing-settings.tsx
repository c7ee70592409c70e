import { PageHeader } from '@/shared/ui'

export function BillingSettings() {
  return <PageHeader title="Billing" />
}
