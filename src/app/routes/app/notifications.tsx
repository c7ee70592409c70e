import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '@/features/notifications'
import { requireAppAccess } from '../../gate/app-context'

export const Route = createFileRoute('/app/notifications')({
  // The role comes with the organisation: the /app loader's answer decides.
  loader: ({ parentMatchPromise }) => requireAppAccess(parentMatchPromise, 'internalAdmin'),
  component: NotificationsPage,
})
