import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ORGANISATION_UPDATE_SCOPE, organisationQueries } from '@/entities/organisation'
import { updateOrganisation } from './settings.api'

/** PATCH the organisation; ORG-3: the answer replaces name and logo in the cache. */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient()
  return useMutation({
    // After any settings change still on its way, so neither answer overwrites the other.
    scope: ORGANISATION_UPDATE_SCOPE,
    mutationFn: updateOrganisation,
    onSuccess: (updated) => {
      queryClient.setQueryData(organisationQueries.current().queryKey, (org) =>
        org ? { ...org, name: updated.name, logo: updated.logo } : org,
      )
    },
  })
}
