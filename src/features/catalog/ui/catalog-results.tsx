import { useEffect } from 'react'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Banner, Button } from '@/shared/ui'
import { catalogQueries } from '../api/catalog.queries'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import { countLine } from '../model/count-line'
import { EventList } from './event-list'

/** What one search found, said by the page: the count line, or why there is nothing. */
export type CatalogSummary = { term: string; text: string; empty: boolean }

/**
 * The list for one searched term (its first page loaded by the route): the cards with 'Load
 * More'. Its count line, or the empty message, goes to `onSummary`: the page shows it in a live
 * region that stays, where each search's list is a new element.
 */
export function CatalogResults({
  term,
  onSummary,
}: {
  term: string
  onSummary: (summary: CatalogSummary) => void
}) {
  const query = useSuspenseInfiniteQuery(catalogQueries.list(term))
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query

  const items = data.pages.flatMap((page) => page.items)
  const empty = items.length === 0
  const text = empty ? (term ? M.noMatches : M.empty) : countLine(items.length, term, hasNextPage)
  useEffect(() => onSummary({ term, text, empty }), [term, text, empty, onSummary])
  if (empty) return null

  return (
    <>
      <EventList items={items} term={term} />
      {isFetchNextPageError ? <Banner tone="error">{M.loadFailed}</Banner> : null}
      {hasNextPage ? (
        <div className="mt-2 flex justify-center">
          <Button
            variant="secondary"
            busy={isFetchingNextPage}
            // A press while the page is on its way keeps that request (the default would
            // cancel it and ask again).
            onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
          >
            Load More
          </Button>
        </div>
      ) : null}
    </>
  )
}
