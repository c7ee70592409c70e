/** Kept in local storage (MODEL-9): who on this browser has asked their domain's admins. */
const JOIN_REQUEST_SENT_KEY = 'join-request-sent'

/** Whether this user's request to join was sent from this browser (a reload keeps it). */
export function wasJoinRequestSent(userId: string): boolean {
  try {
    return window.localStorage.getItem(JOIN_REQUEST_SENT_KEY) === userId
  } catch {
    return false
  }
}

export function rememberJoinRequestSent(userId: string): void {
  try {
    window.localStorage.setItem(JOIN_REQUEST_SENT_KEY, userId)
  } catch {
    // Storage can be unavailable (private mode): the button then reads as sent until a reload.
  }
}
