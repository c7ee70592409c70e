export {
  getAuthClient,
  getAccessToken,
  readSession,
  hasStoredSession,
  whenAuthClientReady,
  isAuthError,
  AUTH_STORAGE_KEY,
} from './auth-client'
export { AUTH_TIMEOUT_MS, AuthTimeoutError, authRetryAfter } from './bounded-fetch'
export { markSignOutIntended, takeSignOutIntended } from './sign-out-intent'
export type { Session } from '@supabase/auth-js'
