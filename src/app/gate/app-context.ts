import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Organisation } from '@/entities/organisation'
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
 * The /app route's beforeLoad context: the signed-in user, from the session the root gate has
 * just read. Nothing here waits on the network, so the page's loaders start at once.
 */
export async function loadAppUser(queryClient: QueryClient): Promise<{ user: CurrentUser }> {
  const session = await queryClient.ensureQueryData(sessionQueries.current())
  if (!session) throw redirect({ to: '/login', replace: true })
  return { user: currentUserFrom(session) }
}

/** Thrown by a route's beforeLoad when the user lacks the access it needs. The route's error
 * view shows the words (NotAuthorized); this message is for logs only. */
export class NotAuthorizedError extends Error {
  constructor() {
    super('access denied by the route guard')
    this.name = 'NotAuthorizedError'
  }
}

/** Route guard: lets the navigation through only with the given access. */
export function requireAccess(access: Access, need: keyof Access): void {
  if (!access[need]) throw new NotAuthorizedError()
}

/** Loader guard of a page under /app: waits for the /app loader's answer, then checks the access. */
export async function requireAppAccess(
  app: Promise<{ loaderData?: AppContext | undefined }>,
  need: keyof Access,
): Promise<void> {
  const access = (await app).loaderData?.access
  if (!access?.[need]) throw new NotAuthorizedError()
}

/** Route guard for internal staff: their e-mail decides, so it needs no organisation answer. */
export function requireInternal(user: CurrentUser): void {
  requireAccess(accessFor(user.email, null, getConfig().internalDomain), 'internal')
}
