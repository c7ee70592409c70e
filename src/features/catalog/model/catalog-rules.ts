import { formatNumber } from '@/shared/lib'

/** Catalog constants (CAT-4, CAT-5). */
export const CATALOG_PAGE_SIZE = 50
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500

/** CAT-4: a term is searched only when empty or at least 3 characters; null means "not yet". */
export function searchableTerm(input: string): string | null {
  const term = input.trim()
  return term === '' || term.length >= SEARCH_MIN_LENGTH ? term : null
}

/** How many more characters a too-short term needs (0 when it can be searched). */
export const charactersMissing = (input: string): number =>
  searchableTerm(input) === null ? SEARCH_MIN_LENGTH - input.trim().length : 0

export const missingCharactersHint = (missing: number): string =>
  `Type ${missing} more character${missing === 1 ? '' : 's'} to search`

// UX-5: the count is written the browser's way ("2,300" / "2.300"); the words stay as written.
const events = (n: number) => `${formatNumber(n)} event${n === 1 ? '' : 's'}`

/** The count line (CAT-6): 'Showing N events (more available)' or 'Found N events matching "…"'. */
export function countLine(count: number, term: string, moreAvailable: boolean): string {
  const base = term ? `Found ${events(count)} matching "${term}"` : `Showing ${events(count)}`
  return moreAvailable ? `${base} (more available)` : base
}
