import { readStored, writeStored } from './local-flags'

/**
 * INVLINK-7: an invite link opened signed out is come back to after signing in (or signing up
 * and verifying, perhaps in another tab), in this browser within a day: local storage holds
 * "<epoch ms> <path>". Kept small: the gate, in /login's first load, takes it.
 */

const KEY = 'flow-join-return'

export const rememberJoinReturn = (path: string): void => writeStored(KEY, `${Date.now()} ${path}`)

/** The invite link to go back to, taken once; null when none, older than a day or not /join/…. */
export function takeJoinReturn(): string | null {
  const [at, path = ''] = (readStored(KEY) ?? '').split(' ')
  writeStored(KEY, null)
  return Date.now() - Number(at) < 864e5 && /^\/join\/[\w-]+$/.test(path) ? path : null
}
