import { ListLoading } from '@/shared/ui'
import { CATALOG_MESSAGES as M } from '../model/catalog-messages'

/** 'Loading events catalog...': the route's pending view, and the list's during a new search. */
export const CatalogLoading = () => <ListLoading label={M.loading} />
