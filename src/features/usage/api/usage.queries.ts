import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { PAGE_DATA_STALE_MS } from '@/shared/lib'
import { rangeQuery } from '../model/usage-range'
import type { UsageRange } from '../model/usage-search.schema'

/** Usage's reads, keys from general to specific: the loader and the page share them. */
export const usageQueries = {
  all: () => ['usage'] as const,
  /** USAGE-6: the chart's series; the days are worked out when the range is asked for. */
  series: (range: UsageRange, now = Date.now()) => {
    const query = rangeQuery(range, now)
    return queryOptions({
      queryKey: [...usageQueries.all(), 'series', query] as const,
      queryFn: ({ signal }) => api(endpoints.getUsage, { signal, query }),
      staleTime: PAGE_DATA_STALE_MS,
    })
  },
}
