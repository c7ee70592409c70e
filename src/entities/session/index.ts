export { sessionQueries, fetchSession } from './api/session.queries'
export { useCurrentUser } from './api/use-current-user'
export { currentUserFrom } from './model/current-user'
export type { CurrentUser } from './model/current-user'
