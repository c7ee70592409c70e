import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { organisationQueries, type Organisation } from '@/entities/organisation'
import {
  accessFor,
  currentUserFrom,
  sessionQueries,
  type Access,
  type CurrentUser,
} from '@/entities/session'
import { getConfig } from '@/shared/config'

/** What every page under /app can rely on: the gate has let a member of an organisation in. */
export type AppContext = {
  organisation: Organisation
  user: CurrentUser
  access: Access
}

/**
 * The /app route's context. Both reads come from the cache the gate has just filled; the checks
 * only narrow the types (the gate already redirected anyone without a session or organisation).
 */
export async function loadAppContext(queryClient: QueryClient): Promise<AppContext> {
  const [session, organisation] = await Promise.all([
    queryClient.ensureQueryData(sessionQueries.current()),
    queryClient.ensureQueryData(organisationQueries.current()),
  ])
  if (!session) throw redirect({ to: '/login', replace: true })
  if (!organisation) throw redirect({ to: '/get-started', replace: true })
  const user = currentUserFrom(session)
  return {
    organisation,
    user,
    access: accessFor(user.email, organisation, getConfig().internalDomain),
  }
}

/** Thrown by a route's beforeLoad when the user lacks the access it needs. */
export class NotAuthorizedError extends Error {
  constructor() {
    super('You are not authorized to access this page')
    this.name = 'NotAuthorizedError'
  }
}

/** Route guard: lets the navigation through only with the given access. */
export function requireAccess(access: Access, need: keyof Access): void {
  if (!access[need]) throw new NotAuthorizedError()
}
