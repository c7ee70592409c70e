import type { AuthClient, Session } from '@supabase/auth-js'
import { getConfig } from '@/shared/config'
import { boundedFetch, withAuthTimeout } from './bounded-fetch'
import { AUTH_STORAGE_KEY, EXPIRY_MARGIN_MS } from './stored-session-keys'

type Client = InstanceType<typeof AuthClient>

let client: Promise<Client> | undefined
let created: Client | undefined
const readyListeners = new Set<(c: Client) => void>()

/**
 * The one auth client: session in local storage, auto refresh, URL tokens handled by the portal.
 * Loaded on first use, so a signed-out visit to /login does not download it before it is needed.
 */
export function getAuthClient(): Promise<Client> {
  if (client) return client
  // A failed download (offline, a new release) is not kept: the next call tries again.
  const downloaded = import('@supabase/auth-js').catch((error: unknown) => {
    if (client === loading) client = undefined
    throw error
  })
  const loading = downloaded.then(({ AuthClient: Ctor }) => {
    const { authUrl, authAnonKey } = getConfig()
    const made = new Ctor({
      url: authUrl,
      headers: { apikey: authAnonKey, Authorization: `Bearer ${authAnonKey}` },
      storageKey: AUTH_STORAGE_KEY,
      storage: window.localStorage,
      persistSession: true,
      autoRefreshToken: import.meta.env.MODE !== 'test',
      detectSessionInUrl: false,
      fetch: boundedFetch,
    })
    created = made
    for (const listener of readyListeners) listener(made)
    return made
  })
  client = loading
  return loading
}

/** Runs `listener` with the auth client once it exists (now, if it already does). */
export function whenAuthClientReady(listener: (c: Client) => void): () => void {
  readyListeners.add(listener)
  // Once only: a client still loading calls its listeners itself when it is created.
  if (created) listener(created)
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

/**
 * The stored session while its access token is still fresh, read without the auth client (as its
 * getSession does), so a returning visitor's first API calls need not wait for it to download.
 */
export function freshStoredSession(): Session | null {
  try {
    const stored = parseStoredSession(window.localStorage.getItem(AUTH_STORAGE_KEY))
    return stored && stored.expires_at * 1000 - Date.now() > EXPIRY_MARGIN_MS ? stored : null
  } catch {
    return null
  }
}

/** A session as the auth client stores it (its storage value); null when it is not one. */
export function parseStoredSession(raw: string | null): (Session & { expires_at: number }) | null {
  try {
    const stored: unknown = raw ? JSON.parse(raw) : null
    return isSessionShaped(stored) ? stored : null
  } catch {
    return null
  }
}

const isSessionShaped = (value: unknown): value is Session & { expires_at: number } =>
  typeof value === 'object' &&
  value !== null &&
  'access_token' in value &&
  typeof value.access_token === 'string' &&
  'refresh_token' in value &&
  typeof value.refresh_token === 'string' &&
  'expires_at' in value &&
  typeof value.expires_at === 'number' &&
  'user' in value &&
  typeof value.user === 'object' &&
  value.user !== null

/** The stored session, refreshed first when it has expired; null when signed out. Bounded. */
export async function readSession(): Promise<Session | null> {
  if (!hasStoredSession()) return null
  const fresh = freshStoredSession()
  if (fresh) return fresh
  const { data, error } = await withAuthTimeout(getAuthClient().then((c) => c.getSession()))
  if (error) throw error
  return data.session
}

/** The current access token, refreshed first when it has expired; null when signed out. Bounded. */
export async function getAccessToken(): Promise<string | null> {
  return (await readSession())?.access_token ?? null
}

/** Errors raised by the auth client (checked by shape, so the client need not be loaded). */
export const isAuthError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && '__isAuthError' in error

/**
 * An auth error that refuses the session (a refresh token not accepted), not one that could not
 * ask (no answer, a server failure: the auth client's retryable errors), which may pass.
 */
export const isAuthRefusal = (error: unknown): boolean =>
  isAuthError(error) && (error as { name?: unknown }).name !== 'AuthRetryableFetchError'

/**
 * Ends the session in this browser. The auth client's sign-out tells the auth service first and,
 * when that fails, keeps the stored session: it is then removed here, and the client, with
 * nothing stored, signs out locally (its SIGNED_OUT event included). Resolves to whether the
 * auth service heard of it (false: signed out on this device only, SESSION-16).
 */
export async function signOutHere(): Promise<boolean> {
  const client = await getAuthClient()
  const { error } = await client.signOut({ scope: 'local' })
  if (!error) return true
  window.localStorage.removeItem(AUTH_STORAGE_KEY)
  window.localStorage.removeItem(`${AUTH_STORAGE_KEY}-code-verifier`)
  await client.signOut({ scope: 'local' })
  return false
}
