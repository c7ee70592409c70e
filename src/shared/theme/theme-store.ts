import { useSyncExternalStore } from 'react'

export type ThemeChoice = 'system' | 'light' | 'dark'
export type Theme = 'light' | 'dark'

/**
 * UX-8: the choice lives in local storage (read before first paint by src/app/boot/theme.js) and in a
 * cookie, which outlives Logout's clearing of local storage and tells the demo pages (UX-9).
 */
export const THEME_KEY = 'flow-theme'
const YEAR_S = 31_536_000
const DARK_QUERY = '(prefers-color-scheme: dark)'

const isChoice = (value: unknown): value is ThemeChoice =>
  value === 'system' || value === 'light' || value === 'dark'

function readStored(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_KEY)
    if (isChoice(stored)) return stored
  } catch {
    // Storage can be unavailable (private mode); the cookie still answers.
  }
  const cookie = new RegExp(`(?:^|;\\s*)(?:__Host-)?${THEME_KEY}=(\\w+)`).exec(document.cookie)?.[1]
  return isChoice(cookie) ? cookie : 'system'
}

/** The same rule as src/app/boot/theme.js: a class on <html> forces a theme, none follows the OS. */
function applyChoice(choice: ThemeChoice): void {
  const root = document.documentElement.classList
  root.toggle('light', choice === 'light')
  root.toggle('dark', choice === 'dark')
}

/**
 * The theme cookie. On https it is `__Host-flow-theme` with `Secure`: only this exact origin, over
 * https, may set it (no sibling subdomain or plain-http page can plant one). Plain http (the
 * `npm start` / preview servers on localhost) cannot rely on a `Secure` cookie being stored, so
 * there it keeps the bare name without `Secure`. src/app/boot/theme.js and the demo pages read
 * either name.
 */
export function themeCookie(
  value: string | null,
  protocol: string = window.location.protocol,
): string[] {
  const secure = protocol === 'https:'
  const name = secure ? `__Host-${THEME_KEY}` : THEME_KEY
  const life = value === null ? 'Max-Age=0' : `Max-Age=${YEAR_S}`
  const cookie = `${name}=${value ?? ''}; Path=/; ${life}; SameSite=Lax${secure ? '; Secure' : ''}`
  // On https the bare-named cookie an earlier version set goes, so the two never disagree.
  return secure ? [cookie, `${THEME_KEY}=; Path=/; Max-Age=0; SameSite=Lax`] : [cookie]
}

const listeners = new Set<() => void>()

export const getThemeChoice = (): ThemeChoice => readStored()

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_KEY)
    else window.localStorage.setItem(THEME_KEY, choice)
  } catch {
    // Unavailable storage: the choice holds for this page and the cookie.
  }
  for (const cookie of themeCookie(choice === 'system' ? null : choice)) document.cookie = cookie
  applyChoice(choice)
  listeners.forEach((notify) => notify())
}

// Another tab's choice applies here too.
const onStorage = (event: StorageEvent) => {
  if (event.key !== THEME_KEY && event.key !== null) return
  applyChoice(readStored())
  listeners.forEach((notify) => notify())
}

const subscribeChoice = (notify: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(notify)
  return () => {
    listeners.delete(notify)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The choice (System, Light or Dark), re-rendering when it changes. */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(subscribeChoice, getThemeChoice, () => 'system')

const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null

const subscribeSystem = (notify: () => void) => {
  const query = darkQuery()
  query?.addEventListener('change', notify)
  return () => query?.removeEventListener('change', notify)
}
const systemTheme = (): Theme => (darkQuery()?.matches ? 'dark' : 'light')

/** What the OS asks for now, following its changes (System's current meaning). */
export const useSystemTheme = (): Theme =>
  useSyncExternalStore(subscribeSystem, systemTheme, () => 'light')
