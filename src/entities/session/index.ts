export { sessionQueries } from './api/session.queries'
export { useCurrentUser } from './api/use-current-user'
