import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { replaceEvent } from '../lib/replace-event'
import { fetchCatalogEvent, type CatalogPage } from './catalog.api'
import { catalogQueries } from './catalog.queries'

/** Re-reads one event type and replaces its card in every loaded list (no refetch of pages). */
export function useRefreshEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fetchCatalogEvent,
    onSuccess: (fresh) =>
      queryClient.setQueriesData<InfiniteData<CatalogPage, number>>(
        { queryKey: catalogQueries.lists() },
        (data) => (data ? replaceEvent(data, fresh) : data),
      ),
  })
}
