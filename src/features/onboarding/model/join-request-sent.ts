import { readStored, writeStored } from '@/shared/lib'

/** Kept in local storage (MODEL-9): who on this browser has asked their domain's admins. */
const JOIN_REQUEST_SENT_KEY = 'join-request-sent'

/** Whether this user's request to join was sent from this browser (a reload keeps it). */
export const wasJoinRequestSent = (userId: string): boolean =>
  readStored(JOIN_REQUEST_SENT_KEY) === userId

export const rememberJoinRequestSent = (userId: string): void =>
  writeStored(JOIN_REQUEST_SENT_KEY, userId)
