import { Suspense, useState } from 'react'
import { rateLimitMessage } from '@/shared/api'
import { useSingleFlightMutation } from '@/shared/lib'
import { Banner, Button, PageHeader, ResultsErrorBoundary } from '@/shared/ui'
import { useRefreshAllEvents } from '../api/use-refresh-all-events'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'
import { CatalogResults, type CatalogSummary } from './catalog-results'
import { CatalogSearchField } from './catalog-search-field'
import { CatalogLoading } from './catalog-loading'
import { useDebouncedSearch } from './use-debounced-search'

export function CatalogBrowser() {
  const { input, setInput, term } = useDebouncedSearch()
  // UX-12, VAL-4: a refresh under way cannot be started again, not even by a double click.
  const refreshAll = useSingleFlightMutation(useRefreshAllEvents())
  // What the current search found, once its list is in (a loading search says nothing yet).
  const [summary, setSummary] = useState<CatalogSummary | null>(null)
  const found = summary?.term === term ? summary : null
  return (
    <>
      <PageHeader
        title={M.title}
        description={M.description}
        actions={
          <Button
            variant="secondary"
            busy={refreshAll.isPending}
            onClick={() => refreshAll.mutate()}
          >
            Refresh All Events
          </Button>
        }
      />
      {/* A live region before the message: one created with its text may go unannounced. */}
      <div aria-live="polite">
        {refreshAll.isSuccess ? (
          <Banner tone="success" className="mb-4">
            {M.refreshAllStarted}
          </Banner>
        ) : null}
      </div>
      {refreshAll.isError ? (
        <Banner tone="error" className="mb-4">
          {rateLimitMessage(refreshAll.error) ?? M.refreshAllFailed}
        </Banner>
      ) : null}
      <CatalogSearchField value={input} onChange={setInput} />
      {/* One live region for every search's count or "no matches": it stays while each search's
          list is a new element, so screen readers hear each answer. */}
      <p
        role="status"
        className={
          !found
            ? undefined
            : found.empty
              ? 'py-10 text-center text-sm text-muted-foreground'
              : 'mb-3 text-sm text-muted-foreground'
        }
      >
        {found?.text}
      </p>
      {/* A new term is a new boundary: its list shows loading while the search box stays. */}
      <ResultsErrorBoundary key={term} message={M.loadFailed}>
        <Suspense fallback={<CatalogLoading />}>
          <CatalogResults term={term} onSummary={setSummary} />
        </Suspense>
      </ResultsErrorBoundary>
    </>
  )
}
