import { z } from 'zod'
import { SEARCH_MIN_LENGTH } from './catalog-rules'

/**
 * The route's search params: ?q= holds the searched term so a search can be shared and survives
 * a reload. A term too short to search (or any malformed value) reads as no search at all.
 */
export const catalogSearchSchema = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH).optional().catch(undefined),
})

export type CatalogSearch = z.output<typeof catalogSearchSchema>
