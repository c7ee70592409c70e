// zod/mini: route search validation is part of the first load of every page.
import * as z from 'zod/mini'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './catalog-rules'

/**
 * The route's search params: ?q= holds the searched term so a search can be shared and survives
 * a reload. A term too short or too long to search (or any malformed value) reads as no search at
 * all: a longer one is never sent (CAT-10).
 */
export const catalogSearchSchema = z.object({
  q: z.catch(
    z.optional(
      z.string().check(z.trim(), z.minLength(SEARCH_MIN_LENGTH), z.maxLength(SEARCH_MAX_LENGTH)),
    ),
    undefined,
  ),
})
