import type { AuthClient } from '@supabase/auth-js'
import { getConfig } from '@/shared/config'
import { boundedFetch, withAuthTimeout } from './bounded-fetch'

export const AUTH_STORAGE_KEY = 'flow-auth'

type Client = InstanceType<typeof AuthClient>

let client: Promise<Client> | undefined
const readyListeners = new Set<(c: Client) => void>()

/**
 * The one auth client: session in local storage, auto refresh, URL tokens handled by the portal.
 * Loaded on first use, so a signed-out visit to /login does not download it before it is needed.
 */
export function getAuthClient(): Promise<Client> {
  client ??= import('@supabase/auth-js').then(({ AuthClient: Ctor }) => {
    const { authUrl, authAnonKey } = getConfig()
    const created = new Ctor({
      url: authUrl,
      headers: { apikey: authAnonKey, Authorization: `Bearer ${authAnonKey}` },
      storageKey: AUTH_STORAGE_KEY,
      storage: window.localStorage,
      persistSession: true,
      autoRefreshToken: import.meta.env.MODE !== 'test',
      detectSessionInUrl: false,
      fetch: boundedFetch,
    })
    for (const listener of readyListeners) listener(created)
    return created
  })
  return client
}

/** Runs `listener` with the auth client once it exists (now, if it already does). */
export function whenAuthClientReady(listener: (c: Client) => void): () => void {
  readyListeners.add(listener)
  void client?.then(listener)
  return () => readyListeners.delete(listener)
}

/** Whether a session is stored at all: a cheap check before loading the auth client. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

/** The current access token, refreshed first when it has expired; null when signed out. Bounded. */
export async function getAccessToken(): Promise<string | null> {
  if (!hasStoredSession()) return null
  const { data } = await withAuthTimeout(getAuthClient().then((c) => c.getSession()))
  return data.session?.access_token ?? null
}

/** Errors raised by the auth client (checked by shape, so the client need not be loaded). */
export const isAuthError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && '__isAuthError' in error
