import { PageHeader } from '@/shared/ui'

export function NotificationsPage() {
  return <PageHeader title="Notifications" />
}
