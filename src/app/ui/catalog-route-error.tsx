import { EventCatalogError } from '@/features/catalog'
import { guardedError } from './route-error'

/** The catalog's own error view, except that a refused guard reads as not authorized. */
export const CatalogRouteError = guardedError(EventCatalogError)
