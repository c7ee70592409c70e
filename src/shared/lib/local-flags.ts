/** Keys the portal keeps in local storage besides the auth session (MODEL-9). */
export const AWAITING_SUBSCRIPTION_KEY = 'awaiting-stripe-subscription'
export const UPGRADE_PROMPT_DISMISSED_KEY = 'upgrade-prompt-dismissed'

export function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true'
  } catch {
    return false
  }
}

export function writeFlag(key: string, on: boolean): void {
  try {
    if (on) window.localStorage.setItem(key, 'true')
    else window.localStorage.removeItem(key)
  } catch {
    // Storage can be unavailable (private mode); the flag is a convenience only.
  }
}
