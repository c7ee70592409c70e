import { z } from 'zod'
import { db } from '../db'
import { endpoints as e } from '../../src/shared/contract'
import { readJson, respond, serve } from '../lib/http'
import { requireAdmin, requireInternal, requireUser } from './guards'
import { emailSchema, nonBlank } from './schemas'

/** Internal notifications (internal staff who are admins). */

const notification = z.object({
  type: z.enum(['achievement', 'referral', 'announcement'], {
    message: 'Notification type is required',
  }),
  key: nonBlank('Notification key'),
  title: nonBlank('Title'),
  text: nonBlank('Text'),
})
const createBody = z.object({
  emails: z.array(emailSchema).min(1, 'At least one e-mail address is required'),
  notification,
})

function requireInternalAdmin(request: Request): void {
  const user = requireUser(request)
  requireInternal(user)
  requireAdmin(user)
}

export const notificationHandlers = [
  serve(e.announce, async ({ request }) => {
    requireInternalAdmin(request)
    const body = await readJson(request, notification)
    db.notifications.push({ recipients: 'all', ...body, sentAt: new Date().toISOString() })
    let sent = 0
    for (const user of db.users.values()) if (user.verifiedAt) sent++
    return respond(e.announce, { sent })
  }),

  serve(e.notify, async ({ request }) => {
    requireInternalAdmin(request)
    const body = await readJson(request, createBody)
    const recipients = [...new Set(body.emails)]
    db.notifications.push({ recipients, ...body.notification, sentAt: new Date().toISOString() })
    return respond(e.notify, { sent: recipients.length })
  }),
]
