import { isActive, type Organisation } from '@/entities/organisation'
import type { FileRoutesByTo } from '../route-tree.gen'

/** A page of this app: a mistyped path fails to compile. */
export type AppPath = keyof FileRoutesByTo

export type GateInput = {
  pathname: string
  signedIn: boolean
  /** undefined when not loaded (signed out); null when the user has no organisation. */
  organisation?: Organisation | null
  /** The auth check itself failed. */
  authError?: boolean
}

const PUBLIC_PATHS: readonly string[] = ['/login', '/forgot-password'] satisfies AppPath[]

export const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`)

/** Where a signed-in user belongs outside /app (GATE-3). */
export function homeFor(organisation: Organisation | null | undefined): AppPath {
  if (organisation && isActive(organisation.subscription)) return '/app'
  if (organisation) return '/payment'
  return '/get-started'
}

/** The routing gate (GATE-2 to GATE-6) as a pure function: the path to redirect to, or null to stay. */
export function gateRedirect({
  pathname,
  signedIn,
  organisation,
  authError,
}: GateInput): AppPath | null {
  // INVLINK-6: an invite link opens for anyone, signed in or out.
  if (isUnder(pathname, '/join')) return null
  if (authError) return PUBLIC_PATHS.includes(pathname) ? null : '/login'
  if (!signedIn) return PUBLIC_PATHS.includes(pathname) ? null : '/login'
  if (isUnder(pathname, '/app')) return organisation ? null : '/get-started'
  const home = homeFor(organisation)
  return isUnder(pathname, home) ? null : home
}
