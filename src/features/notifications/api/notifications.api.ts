import * as z from 'zod/mini'
import { http } from '@/shared/api'
import type { NotificationRequest } from '../model/notification.schema'

const sentSchema = z.object({ sent: z.number() })

/** SPEC §7: everyone gets it (announce), or the listed e-mails (create). */
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
    ? http.post('/api/v1/notification/internal/announce', sentSchema, { json: notification })
    : http.post('/api/v1/notification/internal/create', sentSchema, {
        json: { emails, notification },
      })
}
