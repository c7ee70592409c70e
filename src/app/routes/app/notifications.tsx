import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '@/features/notifications'
import { requireAccess } from '../../gate/app-context'

export const Route = createFileRoute('/app/notifications')({
  beforeLoad: ({ context }) => requireAccess(context.access, 'internalAdmin'),
  component: NotificationsPage,
})
