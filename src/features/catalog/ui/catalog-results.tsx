import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Banner, Button } from '@/shared/ui'
import { catalogQueries } from '../api/catalog.queries'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import { countLine } from '../model/count-line'
import { EventList } from './event-list'

const muted = 'py-10 text-center text-sm text-muted-foreground'

/** The list for one searched term (its first page loaded by the route): empty, or the cards with 'Load More'. */
export function CatalogResults({ term }: { term: string }) {
  const query = useSuspenseInfiniteQuery(catalogQueries.list(term))
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query

  const items = data.pages.flatMap((page) => page.items)
  if (items.length === 0) return <p className={muted}>{term ? M.noMatches : M.empty}</p>

  return (
    <>
      <p role="status" className="mb-3 text-sm text-muted-foreground">
        {countLine(items.length, term, hasNextPage)}
      </p>
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
