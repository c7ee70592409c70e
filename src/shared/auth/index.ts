export {
  getAuthClient,
  getAccessToken,
  readSession,
  hasStoredSession,
  whenAuthClientReady,
  isAuthError,
  isAuthRefusal,
  parseStoredSession,
  signOutHere,
} from './auth-client'
export { AUTH_STORAGE_KEY } from './stored-session-keys'
export { AUTH_TIMEOUT_MS, AuthTimeoutError, authRetryAfter } from './bounded-fetch'
export { markSignOutIntended, takeSignOutIntended } from './sign-out-intent'
export type { Session } from '@supabase/auth-js'
export { signInUnderway, whileSigningIn } from './sign-in-underway'
