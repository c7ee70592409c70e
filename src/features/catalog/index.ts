export { EventCatalogPage } from './ui/event-catalog-page'
