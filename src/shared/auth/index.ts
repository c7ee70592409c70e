export { getAuthClient, getAccessToken, AUTH_STORAGE_KEY } from './auth-client'
export { isAuthError } from '@supabase/auth-js'
export type { Session, User, AuthChangeEvent } from '@supabase/auth-js'
