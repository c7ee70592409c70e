import { LIMITS } from '@/shared/contract'
import { formatNumber } from '@/shared/lib'

/** NOTIF-3, NOTIF-4 and NOTIF-6 wording for the notification form, kept in one place for the UI and tests. */
export const NOTIFICATION_MESSAGES = {
  typeRequired: 'Notification type is required',
  keyRequired: 'Notification key is required',
  titleRequired: 'Title is required',
  textRequired: 'Text is required',
  emailsRequired: "Please enter at least one valid email address or toggle 'Send to all users'",
  // Beyond the spec: the server takes at most this many addresses in one send.
  tooManyRecipients: () =>
    `Send to at most ${formatNumber(LIMITS.notificationRecipients)} addresses at once, or toggle 'Send to all users'`,
  sent: 'Notifications sent successfully',
  failed: 'Error: Failed to send notifications',
} as const
