import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import type { NotificationRequest } from '../model/notification.schema'

/** NOTIF-5: everyone gets it (announce), or the listed e-mails (create). */
export function sendNotification({
  sendToAll,
  emails,
  type,
  key,
  title,
  text,
}: NotificationRequest) {
  const notification = { type, key, title, text }
  return sendToAll
    ? api(endpoints.announce, { body: notification })
    : api(endpoints.notify, { body: { emails, notification } })
}
