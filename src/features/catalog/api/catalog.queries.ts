import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { CATALOG_PAGE_SIZE } from '../model/catalog-rules'
import { fetchCatalogPage } from './catalog.api'

export const catalogQueries = {
  all: () => ['catalog'] as const,
  lists: () => [...catalogQueries.all(), 'list'] as const,
  /**
   * Pages of 50 for one search term. The term is part of the key, so each search has its own
   * cache entry: a slower answer to an older term can never land in the list now shown.
   */
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: [...catalogQueries.lists(), search] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchCatalogPage({ search, pageNumber: pageParam, signal }),
      initialPageParam: 1,
      // CAT-5: more is available while the last page came back full.
      getNextPageParam: (lastPage, _pages, lastPageParam) =>
        lastPage.items.length === CATALOG_PAGE_SIZE ? lastPageParam + 1 : undefined,
      staleTime: 5 * 60_000,
    }),
}

/**
 * CAT-4: a new search starts again from page 1, also for a term searched before: its cached list
 * keeps only its first page, with that page's age, so a stale one is still fetched again.
 */
export function restartCatalogSearch(queryClient: QueryClient, search: string): void {
  const { queryKey } = catalogQueries.list(search)
  queryClient.setQueryData(
    queryKey,
    (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    { updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt },
  )
}
