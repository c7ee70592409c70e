export { AuditLogPage, AuditLogAdminsOnly } from './ui/audit-log-page'
export { auditLogQueries } from './api/audit-log.queries'
export { parseAuditSearch } from './model/audit-search.schema'
export { AUDIT_MESSAGES } from './model/audit-log-messages'
