import { ApiError, api } from '@/shared/api'
import { endpoints, type CatalogItem } from '@/shared/contract'
import { CATALOG_PAGE_SIZE } from '../model/catalog-rules'

export type { CatalogItem, CatalogPage } from '@/shared/contract'

/** The query of one page of the catalog for a search term. */
export const catalogPageQuery = (search: string, pageNumber: number) => ({
  page_size: CATALOG_PAGE_SIZE,
  page_number: pageNumber,
  search,
})

export const fetchCatalogPage = ({
  search,
  pageNumber,
  signal,
}: {
  search: string
  pageNumber: number
  signal?: AbortSignal
}) =>
  api(endpoints.eventsCatalog, {
    query: catalogPageQuery(search, pageNumber),
    ...(signal ? { signal } : {}),
  })

/** One event type, freshly read; the answer is a one-item page. */
export async function fetchCatalogEvent(eventType: string): Promise<CatalogItem> {
  const page = await api(endpoints.eventType, { params: { eventType } })
  const item = page.items[0]
  if (!item) throw new ApiError('Event type not found', 404)
  return item
}

export const refreshAllEventTypes = () => api(endpoints.refreshAllEventTypes)
