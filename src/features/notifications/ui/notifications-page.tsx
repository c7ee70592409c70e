import { Card, PageHeader } from '@/shared/ui'
import { NotificationForm } from './notification-form'

/** The route lets only internal admins in. */
export function NotificationsPage() {
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Send an in-app notification to chosen users or to everyone."
      />
      <Card className="max-w-2xl">
        <NotificationForm />
      </Card>
    </>
  )
}
