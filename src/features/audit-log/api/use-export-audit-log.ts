import { useMutation } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { toAuditQuery } from '../model/audit-filters'
import type { AuditSearch } from '../model/audit-search.schema'

/**
 * AUDIT-6: the server's CSV of every event the filters show (not only the pages loaded). The
 * server records the export; the list is not refetched for it (that would fetch every page
 * scrolled through again), the next visit shows it.
 */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: (search: AuditSearch) =>
      api(endpoints.exportAuditEvents, { query: toAuditQuery(search) }),
  })
}
