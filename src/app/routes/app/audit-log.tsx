import { createFileRoute } from '@tanstack/react-router'
import {
  AUDIT_MESSAGES,
  AuditLogPage,
  auditLogQueries,
  parseAuditSearch,
} from '@/features/audit-log'
import { requireAppAccess } from '../../gate/app-context'
import { requireExtension } from '../../gate/require-extension'
import { AuditLogRouteError } from '../../ui/audit-log-route-error'

// AUDIT-7: the filters are the address (?actor=&action=&range=&from=&to=&q=).
export const Route = createFileRoute('/app/audit-log')({
  validateSearch: parseAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, parentMatchPromise, cause }) => {
    const firstPage = auditLogQueries.events(deps)
    // New filters keep the page, the form and the results shown (dimmed) until theirs arrive.
    if (cause === 'stay') return void queryClient.prefetchInfiniteQuery(firstPage)
    // One round on a cold link: the first page goes out beside the /app gate and the checks
    // below; a member's or an extensionless server's refusal of it is theirs to explain.
    const events = queryClient.ensureInfiniteQueryData(firstPage)
    events.catch(() => undefined)
    await requireExtension(queryClient, 'audit-log') // AUDIT-9: else `Not found`
    await requireAppAccess(parentMatchPromise, 'admin') // AUDIT-3, AUDIT-9
    // AUDIT-2: whatever broke, the page's error names what failed.
    await events.catch(() => {
      throw new Error(AUDIT_MESSAGES.loadFailed)
    })
  },
  errorComponent: AuditLogRouteError,
  component: AuditLogPage,
})
