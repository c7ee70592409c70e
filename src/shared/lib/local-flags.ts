/** Keys the portal keeps in local storage besides the auth session (MODEL-9). */
export const AWAITING_SUBSCRIPTION_KEY = 'awaiting-stripe-subscription'
export const UPGRADE_PROMPT_DISMISSED_KEY = 'upgrade-prompt-dismissed'

type Where = 'local' | 'session'
const storage = (where: Where): Storage =>
  where === 'local' ? window.localStorage : window.sessionStorage

/** A stored value; null when absent or when storage is unavailable (some private modes). */
export function readStored(key: string, where: Where = 'local'): string | null {
  try {
    return storage(where).getItem(key)
  } catch {
    return null
  }
}

/** Stores `value` (null removes it). Unavailable storage is ignored: what is kept is a convenience. */
export function writeStored(key: string, value: string | null, where: Where = 'local'): void {
  try {
    if (value === null) storage(where).removeItem(key)
    else storage(where).setItem(key, value)
  } catch {
    // Nothing kept: the value reads as absent next time.
  }
}

export const readFlag = (key: string): boolean => readStored(key) === 'true'

export const writeFlag = (key: string, on: boolean): void => writeStored(key, on ? 'true' : null)
