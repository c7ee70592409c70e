import { useOrganisation } from '@/entities/organisation'
import { getConfig } from '@/shared/config'
import { accessFor, type Access } from '../model/access'
import { useCurrentUser } from './use-current-user'

/** The access rule on live data: a role changed by a mutation shows at once. */
export function useAccess(): Access {
  const user = useCurrentUser()
  const organisation = useOrganisation()
  return accessFor(user.email, organisation, getConfig().internalDomain)
}
