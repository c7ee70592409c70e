import { createFileRoute } from '@tanstack/react-router'
import { AuditLogPage, auditLogQueries } from '@/features/audit-log'

// AUDIT-1: its data loads beside the /app gate, in one round; the route shows loading and errors.
export const Route = createFileRoute('/app/audit-log')({
  loader: ({ context }) => context.queryClient.ensureQueryData(auditLogQueries.auditEvents()),
  component: AuditLogPage,
})
