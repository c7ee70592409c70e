export { EventCatalogPage } from './ui/event-catalog-page'
export { EventCatalogPending, EventCatalogError } from './ui/event-catalog-states'
export { parseCatalogSearch } from './model/catalog-search.schema'
export { catalogQueries } from './api/catalog.queries'
