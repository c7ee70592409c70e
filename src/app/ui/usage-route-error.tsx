import type { ErrorComponentProps } from '@tanstack/react-router'
import { UsageAdminsOnly } from '@/features/usage'
import { NotAuthorizedError } from '../gate/app-context'
import { RouteError } from './route-error'

/** USAGE-1: a member is told usage is for admins; any other failure is the route's (USAGE-2). */
export function UsageRouteError(props: ErrorComponentProps) {
  if (props.error instanceof NotAuthorizedError) return <UsageAdminsOnly />
  return <RouteError {...props} />
}
