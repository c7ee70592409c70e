export { AuditLogPage, AuditLogAdminsOnly } from './ui/audit-log-page'
export { auditLogQueries } from './api/audit-log.queries'
export { parseAuditSearch } from './model/audit-search.schema'
