import { useSuspenseQuery } from '@tanstack/react-query'
import { currentUserFrom, type CurrentUser } from '../model/current-user'
import { sessionQueries } from './session.queries'

/** The signed-in user; only used below the gate, where a session always exists. */
export function useCurrentUser(): CurrentUser {
  const session = useSuspenseQuery(sessionQueries.current()).data
  if (!session) throw new Error('No session')
  return currentUserFrom(session)
}
