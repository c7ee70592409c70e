import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ORGANISATION_UPDATE_SCOPE, organisationQueries } from '@/entities/organisation'
import { signBaa } from './baa.api'

/** Signs the HIPAA BAA for the organisation; it cannot be undone (BAA-3). */
export function useSignBaa() {
  const queryClient = useQueryClient()
  return useMutation({
    scope: ORGANISATION_UPDATE_SCOPE,
    mutationFn: (legalName: string) => signBaa(legalName.trim()),
    onSuccess: () => {
      queryClient.setQueryData(organisationQueries.current().queryKey, (org) =>
        org ? { ...org, hipaaBaaSigned: true } : org,
      )
    },
    meta: { invalidates: [organisationQueries.all()] },
  })
}
