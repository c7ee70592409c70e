import type { InfiniteData } from '@tanstack/react-query'
import type { CatalogItem, CatalogPage } from '../api/catalog.api'

/**
 * Swaps one event for its fresh copy; every other page and item keeps its identity so memoised
 * cards do not re-render.
 */
export function replaceEvent(
  data: InfiniteData<CatalogPage, number>,
  fresh: CatalogItem,
): InfiniteData<CatalogPage, number> {
  let changed = false
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => item.event_type === fresh.event_type)) return page
    changed = true
    return {
      ...page,
      items: page.items.map((item) => (item.event_type === fresh.event_type ? fresh : item)),
    }
  })
  return changed ? { ...data, pages } : data
}
