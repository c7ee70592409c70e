import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/entities/session'
import { AUTH_STORAGE_KEY, isAuthRefusal, parseStoredSession, type Session } from '@/shared/auth'
import { markAuthUnreachable, rememberReturnPath, saveOpenDrafts } from '@/shared/lib'
import { gateRedirect, type AppPath } from './gate'

/** The session lookup got no answer in its bounded wait, or a server failure (SESSION-9). */
class AuthUnreachable extends Error {}

/**
 * GATE-6: reads the session; a lookup the auth service could not answer is told apart. `stored`
 * is the caller's reading of `hasStoredSession()`, taken before the lookup.
 */
export const lookupSession = async (
  queryClient: QueryClient,
  stored: boolean,
): Promise<Session | null> => {
  // Nothing stored and nothing cached is signed out: a first /login answers without running a
  // query, whose code then first runs after the form has shown (docs/performance.md).
  if (!stored && queryClient.getQueryData(sessionQueries.all()) === undefined) return null
  return queryClient.ensureQueryData(sessionQueries.current()).catch((error: unknown) => {
    throw isAuthRefusal(error) ? error : new AuthUnreachable('auth service unreachable')
  })
}

export const isAuthUnreachable = (error: unknown): boolean => error instanceof AuthUnreachable

/**
 * GATE-6: an auth check that could not reach the service sends the visitor to /login (the SPEC's
 * "error in the auth check"), once its bounded wait has ended. Nothing is signed out: the stored
 * session stays for when the service answers again, the drafts stay, and the same user signing in
 * goes back to this page. The login page says why (`AUTH_UNREACHABLE_MESSAGE`).
 */
export function leaveForLogin(queryClient: QueryClient, pathname: string): AppPath | null {
  saveOpenDrafts()
  const stored = parseStoredSession(readStored())
  rememberReturnPath(stored?.user.id ?? null, pathname)
  markAuthUnreachable()
  // Signed out for this page's life: /login renders at once instead of waiting again.
  queryClient.setQueryData(sessionQueries.all(), null)
  return gateRedirect({ pathname, signedIn: false, authError: true })
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY)
  } catch {
    return null
  }
}
