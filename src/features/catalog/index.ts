export { EventCatalogPage } from './ui/event-catalog-page'
export { catalogSearchSchema } from './model/catalog-search.schema'
