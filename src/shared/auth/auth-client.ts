import { AuthClient } from '@supabase/auth-js'
import { getConfig } from '@/shared/config'

export const AUTH_STORAGE_KEY = 'flow-auth'

type Client = InstanceType<typeof AuthClient>

let client: Client | undefined

/** The one auth client: session in local storage, auto refresh, URL tokens handled by the portal. */
export function getAuthClient(): Client {
  if (!client) {
    const { authUrl, authAnonKey } = getConfig()
    client = new AuthClient({
      url: authUrl,
      headers: { apikey: authAnonKey, Authorization: `Bearer ${authAnonKey}` },
      storageKey: AUTH_STORAGE_KEY,
      storage: window.localStorage,
      persistSession: true,
      autoRefreshToken: import.meta.env.MODE !== 'test',
      detectSessionInUrl: false,
    })
  }
  return client
}

/** The current access token, refreshed first when it has expired; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  const { data } = await getAuthClient().getSession()
  return data.session?.access_token ?? null
}
