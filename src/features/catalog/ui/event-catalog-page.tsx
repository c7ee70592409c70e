import { useCurrentUser } from '@/entities/session'
import { getConfig } from '@/shared/config'
import { NotAuthorized } from '@/shared/ui'
import { canViewCatalog } from '../model/catalog-access'
import { CatalogBrowser } from './catalog-browser'

/** Checks access before anything loads: outsiders trigger no catalog request at all. */
export function EventCatalogPage() {
  const user = useCurrentUser()
  if (!canViewCatalog(user.email, getConfig().internalDomain)) return <NotAuthorized />
  return <CatalogBrowser />
}
