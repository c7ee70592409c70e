import { createFileRoute } from '@tanstack/react-router'
import {
  EventCatalogPage,
  EventCatalogPending,
  catalogQueries,
  parseCatalogSearch,
} from '@/features/catalog'
import { requireInternal } from '../../gate/app-context'
import { CatalogRouteError } from '../../ui/catalog-route-error'

// ?q= is the searched term (shareable, survives reload); the page debounces typing into it.
export const Route = createFileRoute('/app/event-catalog')({
  validateSearch: parseCatalogSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  beforeLoad: ({ context }) => requireInternal(context.user),
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const firstPage = catalogQueries.list(deps.q)
    // A new search keeps the page (and what is being typed) on screen; the list shows it loading.
    if (cause === 'stay') return void queryClient.prefetchInfiniteQuery(firstPage)
    await queryClient.ensureInfiniteQueryData(firstPage)
  },
  pendingComponent: EventCatalogPending,
  errorComponent: CatalogRouteError,
  component: EventCatalogPage,
})
