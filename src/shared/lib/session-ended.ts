/** SESSION-10: what the login page says after a session the user did not end. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended, please sign in again'

const NOTICE_KEY = 'flow-session-ended'
const RETURN_KEY = 'flow-return-to'
const UNREACHABLE_KEY = 'flow-auth-unreachable'
const RETURN_TTL_MS = 24 * 60 * 60 * 1000

type ReturnTo = { userId: string; path: string; at: number }

const storage = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Remembers, for this tab, that the session ended on `path` for `userId`. */
export function markSessionEnded(userId: string | null, path: string): void {
  const s = storage()
  if (!s) return
  s.setItem(NOTICE_KEY, '1')
  rememberReturnPath(userId, path)
}

/** SESSION-11: the same user, signing in again, goes back to `path` (and its drafts). */
export function rememberReturnPath(userId: string | null, path: string): void {
  if (userId) storage()?.setItem(RETURN_KEY, JSON.stringify({ userId, path, at: Date.now() }))
}

// INVLINK-7: stored for whoever signs in next in this browser (an invite link opened signed out).
const ANYONE = '*'

/** INVLINK-7: an invite link opened signed out is come back to after signing in, within a day. */
export const rememberJoinPath = (path: string): void => rememberReturnPath(ANYONE, path)

/** GATE-6: what the login page says when the auth check could not reach the auth service. */
export const AUTH_UNREACHABLE_MESSAGE =
  'The sign-in service could not be reached. Please try again in a moment.'

export const markAuthUnreachable = (): void => storage()?.setItem(UNREACHABLE_KEY, '1')

export const authUnreachableNotice = (): boolean => storage()?.getItem(UNREACHABLE_KEY) === '1'

/** The notice is shown once. */
export const dismissAuthUnreachable = (): void => storage()?.removeItem(UNREACHABLE_KEY)

export const sessionEndedNotice = (): boolean => storage()?.getItem(NOTICE_KEY) === '1'

/** The notice is shown once. */
export const dismissSessionEndedNotice = (): void => storage()?.removeItem(NOTICE_KEY)

/** Where the same user was when the session ended (or an invite link), taken once; else null. */
export function takeReturnPath(userId: string): string | null {
  const s = storage()
  const raw = s?.getItem(RETURN_KEY)
  if (!s || !raw) return null
  s.removeItem(RETURN_KEY)
  try {
    const r = JSON.parse(raw) as Partial<ReturnTo>
    const fresh = typeof r.at === 'number' && Date.now() - r.at < RETURN_TTL_MS
    const path = typeof r.path === 'string' && r.path.startsWith('/') && !r.path.startsWith('//')
    const forThem = r.userId === userId || (r.userId === ANYONE && /^\/join\/[\w-]+$/.test(r.path!))
    return forThem && fresh && path ? (r.path as string) : null
  } catch {
    return null
  }
}
