/**
 * INVLINK-7: an invite link opened signed out is come back to after signing in (or signing up
 * and verifying, perhaps from another tab), in this browser within a day. Kept in localStorage.
 */

const KEY = 'flow-join-return'
const TTL_MS = 24 * 60 * 60 * 1000

const storage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const isJoinPath = (path: unknown): path is string =>
  typeof path === 'string' && /^\/join\/[\w-]+$/.test(path)

export function rememberJoinReturn(path: string): void {
  if (isJoinPath(path)) storage()?.setItem(KEY, JSON.stringify({ path, at: Date.now() }))
}

/** The invite link to go back to, taken once; null when none, too old or malformed. */
export function takeJoinReturn(): string | null {
  const s = storage()
  const raw = s?.getItem(KEY)
  if (!s || !raw) return null
  s.removeItem(KEY)
  try {
    const r = JSON.parse(raw) as { path?: unknown; at?: unknown }
    const fresh = typeof r.at === 'number' && Date.now() - r.at < TTL_MS
    return fresh && isJoinPath(r.path) ? r.path : null
  } catch {
    return null
  }
}
