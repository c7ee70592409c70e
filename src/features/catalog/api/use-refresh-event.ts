import {
  useMutation,
  useMutationState,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query'
import { replaceEvent } from '../lib/replace-event'
import { fetchCatalogEvent, type CatalogPage } from './catalog.api'
import { catalogQueries } from './catalog.queries'

const REFRESH_EVENT_KEY = ['catalog', 'refresh-event'] as const

/**
 * Re-reads one event type and replaces its card in every loaded list (no refetch of pages).
 * `onError` is the mutation's own: it runs even if the card has left the list meanwhile (a
 * virtualised list unmounts cards scrolled away), which a per-call callback would not.
 */
export function useRefreshEvent(onError: (error: unknown, eventType: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: REFRESH_EVENT_KEY,
    mutationFn: fetchCatalogEvent,
    onSuccess: (fresh) =>
      queryClient.setQueriesData<InfiniteData<CatalogPage, number>>(
        { queryKey: catalogQueries.lists() },
        (data) => (data ? replaceEvent(data, fresh) : data),
      ),
    onError,
  })
}

/** Whether a refresh of `eventType` is on its way, whichever card (mounted now or not) sent it. */
export const useRefreshingEvent = (eventType: string): boolean =>
  useMutationState({
    filters: {
      mutationKey: REFRESH_EVENT_KEY,
      status: 'pending',
      predicate: (mutation) => mutation.state.variables === eventType,
    },
  }).length > 0
