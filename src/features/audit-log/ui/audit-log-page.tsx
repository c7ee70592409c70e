import { Card, PageHeader } from '@/shared/ui'
import { AUDIT_MESSAGES } from '../model/audit-log-messages'
import { AuditLogList } from './audit-log-list'

/** /app/audit-log: audit log (AUDIT-1); the route's loader has fetched its data. */
export function AuditLogPage() {
  return (
    <div>
      <PageHeader title={AUDIT_MESSAGES.title} />
      <Card>
        <AuditLogList />
      </Card>
    </div>
  )
}
