export { EventCatalogPage, EventCatalogPending, EventCatalogError } from './ui/event-catalog-page'
export { catalogSearchSchema } from './model/catalog-search.schema'
export { catalogQueries } from './api/catalog.queries'
