import * as z from 'zod/mini'
import { ApiError, http } from '@/shared/api'
import { CATALOG_PAGE_SIZE } from '../model/catalog-rules'

export const catalogItemSchema = z.object({
  event_type: z.string(),
  event_keys: z.array(z.string()),
})
export const catalogPageSchema = z.object({ items: z.array(catalogItemSchema) })

export type CatalogItem = z.infer<typeof catalogItemSchema>
export type CatalogPage = z.infer<typeof catalogPageSchema>

export const fetchCatalogPage = ({
  search,
  pageNumber,
  signal,
}: {
  search: string
  pageNumber: number
  signal?: AbortSignal
}) =>
  http.get('/api/v1/analytics/events-catalog', catalogPageSchema, {
    searchParams: { page_size: CATALOG_PAGE_SIZE, page_number: pageNumber, search },
    ...(signal ? { signal } : {}),
  })

/** One event type, freshly read; the answer is a one-item page. */
export async function fetchCatalogEvent(eventType: string): Promise<CatalogItem> {
  const page = await http.get(
    `/api/v1/analytics/events-catalog/${encodeURIComponent(eventType)}`,
    catalogPageSchema,
  )
  const item = page.items[0]
  if (!item) throw new ApiError('Event type not found', 404)
  return item
}

export const refreshAllEventTypes = () =>
  http.get(
    '/api/v1/analytics/refresh-all-event-types',
    z.object({ message: z.optional(z.string()) }),
  )
