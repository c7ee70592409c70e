import * as z from 'zod/mini'
import { LIMITS } from '@/shared/contract'
import { isValidEmail, maxChars } from '@/shared/lib'
import { NOTIFICATION_MESSAGES as M } from './notification-messages'

/** The notification types (NOTIF-2), in the order the selector lists them. */
export const NOTIFICATION_TYPES = ['achievement', 'referral', 'announcement'] as const

/** 'a@x.test, b@x.test,' → ['a@x.test', 'b@x.test'] (blank entries from stray commas dropped). */
export const parseEmailList = (value: string): string[] =>
  value
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean)

const hasRecipientFields = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  'emails' in value &&
  typeof value.emails === 'string' &&
  'sendToAll' in value &&
  typeof value.sendToAll === 'boolean'

const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), maxChars(max))

/** NOTIF-3, NOTIF-4: type, key, title and text required; a valid e-mail list unless sending to all. */
export const notificationSchema = z.pipe(
  z
    .object({
      type: z.pipe(z.string(), z.enum(NOTIFICATION_TYPES, { error: M.typeRequired })),
      key: required(M.keyRequired, LIMITS.notificationKey),
      title: required(M.titleRequired, LIMITS.notificationTitle),
      text: required(M.textRequired, LIMITS.notificationText),
      emails: z.string(),
      sendToAll: z.boolean(),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          if (values.sendToAll) return
          const emails = parseEmailList(values.emails)
          if (emails.length === 0 || !emails.every(isValidEmail))
            ctx.addIssue({ code: 'custom', path: ['emails'], message: M.emailsRequired })
          else if (emails.length > LIMITS.notificationRecipients)
            ctx.addIssue({ code: 'custom', path: ['emails'], message: M.tooManyRecipients() })
        },
        // Check the list even while other fields are missing, so every message shows at once.
        { when: ({ value }) => hasRecipientFields(value) },
      ),
    ),
  z.transform((values) => ({ ...values, emails: parseEmailList(values.emails) })),
)

export type NotificationFormValues = z.input<typeof notificationSchema>
export type NotificationRequest = z.output<typeof notificationSchema>

export const emptyNotification: NotificationFormValues = {
  type: '',
  key: '',
  title: '',
  text: '',
  emails: '',
  sendToAll: false,
}
