type Page = { readonly events: readonly { readonly id: string }[] }

/** Kept pages and the place in the whole list of the first one's first event. */
export type Kept<P extends Page = Page> = { readonly pages: readonly P[]; readonly start: number }

/**
 * AUDIT-11: where the kept pages now start, from where they started before. A page let go above
 * moves the start down by its size, one asked for again above moves it up, so every event keeps
 * its row; with nothing in common (a new list) the start stays.
 */
export function keptStart(before: Kept, pages: readonly Page[]): number {
  const starts = new Map<string, number>()
  let at = before.start
  for (const page of before.pages) {
    const first = page.events[0]
    if (first) starts.set(first.id, at)
    at += page.events.length
  }
  let above = 0
  for (const page of pages) {
    const known = starts.get(page.events[0]?.id ?? '')
    if (known !== undefined) return Math.max(0, known - above)
    above += page.events.length
  }
  return before.start
}
