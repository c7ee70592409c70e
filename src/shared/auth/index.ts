export {
  getAuthClient,
  getAccessToken,
  hasStoredSession,
  whenAuthClientReady,
  isAuthError,
  AUTH_STORAGE_KEY,
} from './auth-client'
export type { Session, User, AuthChangeEvent } from '@supabase/auth-js'
