import { Spinner } from '@/shared/ui'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'

/** 'Loading events catalog...': the route's pending view, and the list's during a new search. */
export function CatalogLoading() {
  return (
    <div className="py-10 text-center text-sm text-muted-foreground">
      <Spinner label={M.loading} />
    </div>
  )
}
