import { textOf } from '@/shared/lib'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './catalog-rules'

/**
 * The route's search params: ?q= holds the searched term so a search can be shared and survives
 * a reload. A term too short or too long to search (or any malformed value) reads as no search at
 * all: a longer one is never sent (CAT-10).
 */
export const parseCatalogSearch = (
  search: Record<string, unknown>,
): { q?: string | undefined } => ({
  q: textOf(search.q, { min: SEARCH_MIN_LENGTH, max: SEARCH_MAX_LENGTH, trim: true }),
})
