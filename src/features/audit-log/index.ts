export { AuditLogPage } from './ui/audit-log-page'
export { auditLogQueries } from './api/audit-log.queries'
