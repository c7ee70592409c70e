import { useOrganisation } from '@/entities/organisation'
import { useCurrentUser } from '@/entities/session'
import { getConfig } from '@/shared/config'
import { Card, NotAuthorized, PageHeader } from '@/shared/ui'
import { canSendNotifications } from '../model/notification-access'
import { NotificationForm } from './notification-form'

export function NotificationsPage() {
  const user = useCurrentUser()
  const organisation = useOrganisation()
  if (!canSendNotifications(user.email, organisation, getConfig().internalDomain))
    return <NotAuthorized />
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
