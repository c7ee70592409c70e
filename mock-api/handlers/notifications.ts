import { z } from 'zod'
import { db } from '../db'
import { endpoints as e, LIMITS } from '../../src/shared/contract'
import { recordAudit } from '../audit/audit-store'
import { notificationTarget } from '../audit/audit-targets'
import { readJson, respond, serve } from '../lib/http'
import { requireInternalAdmin as requireInternalAdminUser, requireUser } from './guards'
import { emailSchema, nonBlank } from './schemas'

/** Internal notifications (admins of the internal organisation). */

const notification = z.object({
  type: z.enum(['achievement', 'referral', 'announcement'], {
    message: 'Notification type is required',
  }),
  key: nonBlank('Notification key', LIMITS.notificationKey),
  title: nonBlank('Title', LIMITS.notificationTitle),
  text: nonBlank('Text', LIMITS.notificationText),
})
const createBody = z.object({
  emails: z
    .array(emailSchema)
    .min(1, 'At least one e-mail address is required')
    .max(
      LIMITS.notificationRecipients,
      `At most ${LIMITS.notificationRecipients} e-mail addresses`,
    ),
  notification,
})

function requireInternalAdmin(request: Request) {
  const user = requireUser(request)
  return { user, org: requireInternalAdminUser(user) }
}

export const notificationHandlers = [
  serve(e.announce, async ({ request }) => {
    const { user, org } = requireInternalAdmin(request)
    const body = await readJson(request, notification)
    db.notifications.push({ recipients: 'all', ...body, sentAt: new Date().toISOString() })
    let sent = 0
    for (const u of db.users.values()) if (u.verifiedAt) sent++
    recordAudit(org, user, request, {
      action: 'notification.sent',
      target: notificationTarget(body),
      metadata: { type: body.type, recipients: 'all', sent: String(sent) },
    })
    return respond(e.announce, { sent })
  }),

  serve(e.notify, async ({ request }) => {
    const { user, org } = requireInternalAdmin(request)
    const body = await readJson(request, createBody)
    const recipients = [...new Set(body.emails)]
    db.notifications.push({ recipients, ...body.notification, sentAt: new Date().toISOString() })
    recordAudit(org, user, request, {
      action: 'notification.sent',
      target: notificationTarget(body.notification),
      metadata: { type: body.notification.type, sent: String(recipients.length) },
    })
    return respond(e.notify, { sent: recipients.length })
  }),
]
