import { CatalogBrowser } from './catalog-browser'

/** The route guards access and loads the first page; this page only shows it. */
export function EventCatalogPage() {
  return <CatalogBrowser />
}
