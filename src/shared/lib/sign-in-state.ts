import { readStored, writeStored } from './local-flags'

/**
 * SESSION-15: the `state` of a provider or SSO sign-in (OAuth's CSRF defence). The portal makes
 * one when it sends the browser to the sign-in page and keeps it in this tab; the page returns it
 * unchanged with the tokens, so tokens the portal did not ask for can be told apart.
 */

const KEY = 'flow-sign-in-state'
/** A sign-in left unfinished this long is no longer expected back. */
export const SIGN_IN_STATE_TTL_MS = 30 * 60 * 1000

type Stored = { value: string; at: number }

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A fresh state for a sign-in this tab starts now (it replaces any earlier one). */
export function beginSignInState(): string {
  const value = randomState()
  writeStored(KEY, JSON.stringify({ value, at: Date.now() } satisfies Stored), 'session')
  return value
}

/** Whether `received` is the state this tab is waiting for; the stored state is used up either way. */
export function takeSignInState(received: string | null): boolean {
  const raw = readStored(KEY, 'session')
  writeStored(KEY, null, 'session')
  if (!raw || !received) return false
  try {
    const stored = JSON.parse(raw) as Partial<Stored>
    const fresh = typeof stored.at === 'number' && Date.now() - stored.at < SIGN_IN_STATE_TTL_MS
    return fresh && typeof stored.value === 'string' && stored.value === received
  } catch {
    return false
  }
}
