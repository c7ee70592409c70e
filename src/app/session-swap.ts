import { useSyncExternalStore } from 'react'
import type { UrlTokens } from './url-tokens'

/**
 * What an access token claims, unverified: never trusted (SESSION-15 asks the auth service whose
 * tokens they are); kept for tests that inspect a token.
 */
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

/** SESSION-15: what the person is told when tokens in a link are not used. */
export const LINK_NOTICES = {
  notVerified: 'This sign-in link could not be verified, so it was not used',
  notStarted:
    'This sign-in link was not started from this browser, so it was not used. Please sign in.',
} as const

let notice: string | null = null
const noticeListeners = new Set<() => void>()
export const setLinkNotice = (next: string | null): void => {
  notice = next
  for (const l of noticeListeners) l()
}
const subscribeNotice = (l: () => void) => {
  noticeListeners.add(l)
  return () => noticeListeners.delete(l)
}
export const useLinkNotice = (): string | null =>
  useSyncExternalStore(subscribeNotice, () => notice)
