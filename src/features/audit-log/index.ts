export { AuditLogPage, AuditLogAdminsOnly } from './ui/audit-log-page'
export { auditLogQueries } from './api/audit-log.queries'
export { auditSearchSchema } from './model/audit-search.schema'
