import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { organisationQueries, isActive, type Organisation } from '@/entities/organisation'
import { sessionQueries } from '@/entities/session'
import { hasStoredSession, isAuthRefusal, signOutHere } from '@/shared/auth'
import { isApiError } from '@/shared/api'
import {
  AWAITING_SUBSCRIPTION_KEY,
  markSessionEnded,
  readFlag,
  sleep,
  writeFlag,
} from '@/shared/lib'
import { takePendingTokens } from '../url-tokens'
import { acceptIncomingTokens } from './incoming-tokens'
import { isAuthUnreachable, leaveForLogin, lookupSession } from './auth-unreachable'
import { gateRedirect, isUnder, type AppPath } from './gate'

export const SUBSCRIPTION_WAIT_MS = 5000

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
export async function runGate(
  queryClient: QueryClient,
  pathname: string,
  preloadHome: () => void = () => {},
): Promise<void> {
  const tokens = takePendingTokens()
  if (tokens) await acceptIncomingTokens(queryClient, tokens)
  let target: string | null
  const hadSession = hasStoredSession()
  try {
    const session = await lookupSession(queryClient, hadSession)
    // SESSION-10: the auth client dropped a stored session it could not refresh (one the gate
    // only set aside while the auth service could not be reached stays stored: GATE-6).
    if (hadSession && !session && !hasStoredSession()) markSessionEnded(null, pathname)
    if (session && deferToAppLoader(queryClient, pathname)) {
      // One round: the /app loader waits for this answer beside the page's own loaders.
      void queryClient.prefetchQuery(organisationQueries.current())
      return
    }
    // After sign-in ('/'): the likely home's code loads beside the organisation request.
    if (session && !isUnder(pathname, '/app') && !hasOrganisationAnswer(queryClient)) preloadHome()
    const organisation = session ? await loadOrganisation(queryClient, pathname) : undefined
    target = gateRedirect({ pathname, signedIn: !!session, organisation })
  } catch (error) {
    target = isAuthUnreachable(error)
      ? leaveForLogin(queryClient, pathname)
      : await endFailedCheck(queryClient, pathname, error, hadSession)
  }
  if (target) throw redirect({ to: target, replace: true })
}

/**
 * A first visit to an /app page leaves the organisation check to the /app loader (it runs beside
 * the page's loaders); once the answer is cached, every navigation is checked here as before.
 */
const deferToAppLoader = (queryClient: QueryClient, pathname: string): boolean =>
  isUnder(pathname, '/app') &&
  !hasOrganisationAnswer(queryClient) &&
  !readFlag(AWAITING_SUBSCRIPTION_KEY)

const hasOrganisationAnswer = (queryClient: QueryClient): boolean =>
  queryClient.getQueryData(organisationQueries.current().queryKey) !== undefined

/**
 * The organisation half of the gate, for the /app loader: the organisation, or a redirect (no
 * organisation, or the API no longer accepts the session).
 */
export async function gateOrganisation(
  queryClient: QueryClient,
  pathname: string,
): Promise<Organisation> {
  const hadSession = hasStoredSession()
  let organisation: Organisation | null
  try {
    organisation = await loadOrganisation(queryClient, pathname)
  } catch (error) {
    const target = await endFailedCheck(queryClient, pathname, error, hadSession)
    throw redirect({ to: target ?? '/login', replace: true })
  }
  const target = gateRedirect({ pathname, signedIn: true, organisation })
  if (target || !organisation) throw redirect({ to: target ?? '/get-started', replace: true })
  return organisation
}

/** Where a failed auth check goes (signed out locally first); any other failure is rethrown. */
async function endFailedCheck(
  queryClient: QueryClient,
  pathname: string,
  error: unknown,
  hadSession: boolean,
): Promise<AppPath | null> {
  // Only a failed auth check goes to /login; a failed organisation load shows the error page.
  if (!isAuthFailure(error)) throw error
  // SESSION-10: a stored session the server no longer accepts reads as ended, even on first load.
  if (hadSession) markSessionEnded(null, pathname)
  await signOutHere().catch(() => undefined)
  queryClient.setQueryData(sessionQueries.all(), null)
  return gateRedirect({ pathname, signedIn: false, authError: true })
}

/**
 * The auth service refused the session, or the API no longer accepts it. One that could not be
 * asked (no answer, a server failure) goes to /login without signing out (GATE-6).
 */
const isAuthFailure = (error: unknown): boolean =>
  isAuthRefusal(error) || (isApiError(error) && error.status === 401)
