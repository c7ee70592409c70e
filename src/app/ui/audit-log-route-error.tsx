import type { ErrorComponentProps } from '@tanstack/react-router'
import { AuditLogAdminsOnly } from '@/features/audit-log'
import { NotAuthorizedError } from '../gate/app-context'
import { RouteError } from './route-error'

/** AUDIT-9: a member is told the log is for admins; any other failure is the route's (AUDIT-2). */
export function AuditLogRouteError(props: ErrorComponentProps) {
  if (props.error instanceof NotAuthorizedError) return <AuditLogAdminsOnly />
  return <RouteError {...props} />
}
