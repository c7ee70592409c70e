export {
  getAuthClient,
  getAccessToken,
  hasStoredSession,
  whenAuthClientReady,
  isAuthError,
  AUTH_STORAGE_KEY,
} from './auth-client'
export type { Session } from '@supabase/auth-js'
