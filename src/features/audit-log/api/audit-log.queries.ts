import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { toAuditQuery } from '../model/audit-filters'
import type { AuditSearch } from '../model/audit-search.schema'

/** AUDIT-3: a page holds 50 events; the next one starts at the last one's cursor. */
export const AUDIT_PAGE_SIZE = 50
/** AUDIT-11: the pages kept around what is in view; the others are let go and asked for again. */
export const AUDIT_KEPT_PAGES = 5

/** The audit log's reads, keys from general to specific: the loader and the page share them. */
export const auditLogQueries = {
  all: () => ['audit-log'] as const,
  lists: () => [...auditLogQueries.all(), 'events'] as const,
  /**
   * One list per set of filters (the address's form, so a preset like "last 7 days" is one key);
   * the preset's instants are worked out when each page is asked for.
   */
  events: (search: AuditSearch) =>
    infiniteQueryOptions({
      queryKey: [...auditLogQueries.lists(), search] as const,
      queryFn: ({ pageParam, signal }) =>
        api(endpoints.getAuditEvents, {
          signal,
          query: {
            ...toAuditQuery(search),
            limit: AUDIT_PAGE_SIZE,
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      // AUDIT-11: a page let go above what is in view comes back by the first kept one's cursor.
      getPreviousPageParam: (first) => first.prev_cursor ?? undefined,
      maxPages: AUDIT_KEPT_PAGES,
    }),
}
