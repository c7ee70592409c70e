import { PageHeader } from '@/shared/ui'

export function PaymentPage() {
  return <PageHeader title="Select your plan" />
}
