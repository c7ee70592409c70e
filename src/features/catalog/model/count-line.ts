import { formatNumber } from '@/shared/lib'

// Apart from catalog-rules, which the route's search check ships in the first load of every page.
// UX-5: the count is written the browser's way ("2,300" / "2.300"); the words stay as written.
const events = (n: number) => `${formatNumber(n)} event${n === 1 ? '' : 's'}`

/** The count line (CAT-6): 'Showing N events (more available)' or 'Found N events matching "…"'. */
export function countLine(count: number, term: string, moreAvailable: boolean): string {
  const base = term ? `Found ${events(count)} matching "${term}"` : `Showing ${events(count)}`
  return moreAvailable ? `${base} (more available)` : base
}
