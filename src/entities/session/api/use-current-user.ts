import { useSuspenseQuery } from '@tanstack/react-query'
import { currentUserFrom, type CurrentUser } from '../model/current-user'
import { sessionQueries } from './session.queries'

const SIGNED_OUT: CurrentUser = { userId: '', email: '', name: '', avatarUrl: null }

/**
 * The signed-in user. Pages below the gate always have a session; for the moment between
 * sign-out and leaving the page, an empty user keeps the page from failing.
 */
export function useCurrentUser(): CurrentUser {
  const session = useSuspenseQuery(sessionQueries.current()).data
  return session ? currentUserFrom(session) : SIGNED_OUT
}
