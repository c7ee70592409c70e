import { Suspense, useCallback, useDeferredValue, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { rateLimitMessage } from '@/shared/api'
import { downloadText, useSingleFlightMutation } from '@/shared/lib'
import {
  Button,
  Card,
  ListLoading,
  PageHeader,
  ResultsErrorBoundary,
  useDocumentTitle,
  useToast,
} from '@/shared/ui'
import { useExportAuditLog } from '../api/use-export-audit-log'
import { AUDIT_MESSAGES as M } from '../model/audit-log-messages'
import type { AuditSearch } from '../model/audit-search.schema'
import { AuditFilters } from './audit-filters'
import { AuditResults, summaryKey, type AuditSummary } from './audit-results'

const route = getRouteApi('/app/audit-log')

/** The file's name, with the viewer's own date. */
function fileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `audit-log-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}

/** /app/audit-log (AUDIT-1): filters, Export CSV and the events; the route loaded the first page. */
export function AuditLogPage() {
  const search = route.useSearch()
  // New filters load behind the results shown: a Suspense fallback would hold their answer back
  // until 300 ms after it showed (React's reveal throttle), over the 150 ms a change may take.
  const shown = useDeferredValue(search)
  const navigate = route.useNavigate()
  const apply = useCallback((next: AuditSearch) => void navigate({ search: next }), [navigate])
  const toast = useToast()
  // UX-12: one export at a time.
  const exportLog = useSingleFlightMutation(useExportAuditLog())
  const [summary, setSummary] = useState<AuditSummary | null>(null)
  const key = summaryKey(search)
  const found = summary?.key === key ? summary : null

  const exportCsv = () =>
    exportLog.mutate(search, {
      onSuccess: (csv) => downloadText(fileName(), csv),
      onError: (error) => toast(rateLimitMessage(error) ?? M.exportFailed, 'error'),
    })

  return (
    <div>
      <PageHeader
        title={M.title}
        actions={
          <Button
            variant="secondary"
            busy={exportLog.isPending}
            busyLabel={M.exporting}
            onClick={exportCsv}
          >
            {M.exportCsv}
          </Button>
        }
      />
      {/* Remounted with the address's filters when they change (apply, clear, back, a link). */}
      <AuditFilters key={key} search={search} onApply={apply} />
      {/* One live region for every set of filters: each answer is heard (AUDIT-7). */}
      <p
        role="status"
        className={
          found?.empty
            ? 'py-10 text-center text-sm text-muted-foreground'
            : 'mb-2 text-sm text-muted-foreground'
        }
      >
        {found?.text}
      </p>
      {/* AUDIT-2: failed filters say so where the list goes; the filters stay. */}
      <ResultsErrorBoundary message={M.loadFailed} resetKey={summaryKey(shown)}>
        <Suspense fallback={<ListLoading label="Loading events…" />}>
          <AuditResults
            key={summaryKey(shown)}
            search={shown}
            busy={shown !== search}
            onSummary={setSummary}
          />
        </Suspense>
      </ResultsErrorBoundary>
    </div>
  )
}

/** AUDIT-9: what a member sees at the address. */
export function AuditLogAdminsOnly() {
  useDocumentTitle('Not authorized')
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <h1 className="text-lg font-semibold">{M.adminsOnly}</h1>
    </Card>
  )
}
