import { useMutation, useQuery } from '@tanstack/react-query'
import { useExtensions } from '@/entities/capabilities'
import { isAdmin, isEnterprise, type Organisation } from '@/entities/organisation'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { directorySyncQueries } from './directory-sync.queries'

/** DSYNC-1: the directory is read for admins of an Enterprise organisation on a server with the extension. */
export function useDirectoryAvailable(organisation: Organisation): boolean {
  const extensions = useExtensions()
  return (
    extensions.includes('directory-sync') && isAdmin(organisation) && isEnterprise(organisation)
  )
}

export function useDirectory(organisation: Organisation) {
  const available = useDirectoryAvailable(organisation)
  return { available, query: useQuery({ ...directorySyncQueries.directory(), enabled: available }) }
}

/** DSYNC-3: the one-time admin-portal link, intent `dsync`. */
export function useDirectoryPortal() {
  return useMutation({
    mutationFn: async () => (await api(endpoints.directoryPortal)).url,
  })
}
