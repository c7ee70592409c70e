import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inviteCache, revokeInvite } from '@/entities/invite'
import { organisationQueries } from '@/entities/organisation'

export function useRevokeInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) => revokeInvite(email),
    onSuccess: (email) => inviteCache.removeInvite(queryClient, email),
    meta: { invalidates: [organisationQueries.all()] },
  })
}
