import { signOutHere } from '@/shared/auth'

let ending = false

/**
 * SESSION-10: the API refused the session (401). Signs out locally once, however many calls fail
 * together; auth sync, the one owner of sign-out, then keeps the drafts and goes to /login.
 */
export function endSession(): void {
  if (ending) return
  ending = true
  void signOutHere()
    // The auth client could not load: the next 401 tries again.
    .catch(() => {
      ending = false
    })
}

/** A new session may end again. */
export const sessionStarted = (): void => {
  ending = false
}
