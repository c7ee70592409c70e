import { LIMITS } from '@/shared/contract'

/** Catalog constants (CAT-4, CAT-5). */
export const CATALOG_PAGE_SIZE = 50
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500
/** The longest term the API takes (SEC-4). */
export const SEARCH_MAX_LENGTH = LIMITS.catalogSearch

/** CAT-4: a term is searched only when empty or at least 3 characters; null means "not yet". */
export function searchableTerm(input: string): string | null {
  const term = input.trim()
  // Longer than the API takes: never sent, and the box says so (SEC-4).
  if (isSearchTooLong(term)) return null
  return term === '' || term.length >= SEARCH_MIN_LENGTH ? term : null
}

export const isSearchTooLong = (input: string): boolean => input.trim().length > SEARCH_MAX_LENGTH

/** How many more characters a too-short term needs (0 when it can be searched). */
export const charactersMissing = (input: string): number =>
  searchableTerm(input) === null ? SEARCH_MIN_LENGTH - input.trim().length : 0

export const missingCharactersHint = (missing: number): string =>
  `Type ${missing} more character${missing === 1 ? '' : 's'} to search`
