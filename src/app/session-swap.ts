import { useSyncExternalStore } from 'react'
import type { UrlTokens } from './url-tokens'

/** Who an access token says it is; read only to word the prompt, never trusted for access. */
export function tokenClaims(accessToken: string): { sub: string | null; email: string | null } {
  try {
    const part = accessToken.split('.')[1] ?? ''
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    )
    const claims = JSON.parse(json) as Record<string, unknown>
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : null,
      email: typeof claims.email === 'string' ? claims.email : null,
    }
  } catch {
    return { sub: null, email: null }
  }
}

export type SessionSwap = { tokens: UrlTokens; from: string; to: string }

let offer: SessionSwap | null = null
const listeners = new Set<() => void>()
export const setSessionSwapOffer = (next: SessionSwap | null) => {
  offer = next
  for (const l of listeners) l()
}

/** SESSION-13: tokens for another user wait for the person's answer. */
export const offerSessionSwap = (swap: SessionSwap): void => setSessionSwapOffer(swap)

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** The pending offer, if any (the dialog itself loads only when there is one). */
export const useSessionSwapOffer = (): SessionSwap | null =>
  useSyncExternalStore(subscribe, () => offer)
