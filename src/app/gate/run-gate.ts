import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { organisationQueries, isActive } from '@/entities/organisation'
import { sessionQueries } from '@/entities/session'
import { getAuthClient, hasStoredSession, isAuthError } from '@/shared/auth'
import { isApiError } from '@/shared/api'
import {
  AWAITING_SUBSCRIPTION_KEY,
  markSessionEnded,
  readFlag,
  takeReturnPath,
  writeFlag,
} from '@/shared/lib'
import { takePendingTokens } from '../url-tokens'
import { offerSessionSwap, tokenClaims } from '../session-swap'
import { gateRedirect } from './gate'

export const SUBSCRIPTION_WAIT_MS = 5000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function loadOrganisation(queryClient: QueryClient, pathname: string) {
  let organisation = await queryClient.ensureQueryData(organisationQueries.current())
  if (!readFlag(AWAITING_SUBSCRIPTION_KEY)) return organisation
  // Back on /payment (checkout cancelled) nothing is on its way any more.
  // GATE-8: otherwise a missing subscription is waited for once (5 s), then fetched again.
  if (pathname !== '/payment' && organisation && !isActive(organisation.subscription)) {
    await sleep(SUBSCRIPTION_WAIT_MS)
    organisation = await queryClient.fetchQuery({ ...organisationQueries.current(), staleTime: 0 })
  }
  writeFlag(AWAITING_SUBSCRIPTION_KEY, false)
  return organisation
}

/** The routing gate for every navigation: throws a redirect, or returns to let it through. */
export async function runGate(queryClient: QueryClient, pathname: string): Promise<void> {
  const tokens = takePendingTokens()
  if (tokens) {
    const current = await queryClient.ensureQueryData(sessionQueries.current()).catch(() => null)
    const incoming = tokenClaims(tokens.access_token)
    // SESSION-13: another user's tokens ask first; the same user switches silently.
    if (current && incoming.sub !== current.user.id) {
      offerSessionSwap({
        tokens,
        from: current.user.email ?? 'your current account',
        to: incoming.email ?? 'another account',
      })
    } else {
      const { data, error } = await (await getAuthClient()).setSession(tokens)
      queryClient.setQueryData(sessionQueries.all(), error ? null : data.session)
      const back = data.session && takeReturnPath(data.session.user.id)
      if (back) throw redirect({ href: back, replace: true })
      throw redirect({ to: error ? '/login' : '/', replace: true })
    }
  }
  let target: string | null
  const hadSession = hasStoredSession()
  try {
    const session = await queryClient.ensureQueryData(sessionQueries.current())
    // SESSION-10: the auth client dropped a stored session it could not refresh.
    if (hadSession && !session) markSessionEnded(null, pathname)
    const organisation = session ? await loadOrganisation(queryClient, pathname) : undefined
    target = gateRedirect({ pathname, signedIn: !!session, organisation })
  } catch (error) {
    // Only a failed auth check goes to /login; a failed organisation load shows the error page.
    if (!isAuthFailure(error)) throw error
    // SESSION-10: a stored session the server no longer accepts reads as ended, even on first load.
    if (hadSession) markSessionEnded(null, pathname)
    await (await getAuthClient()).signOut({ scope: 'local' }).catch(() => undefined)
    queryClient.setQueryData(sessionQueries.all(), null)
    target = gateRedirect({ pathname, signedIn: false, authError: true })
  }
  if (target) throw redirect({ to: target, replace: true })
}

/** The auth service failed, or the API no longer accepts the session. */
const isAuthFailure = (error: unknown): boolean =>
  isAuthError(error) || (isApiError(error) && error.status === 401)
