import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inviteCache } from '@/entities/invite'
import { organisationQueries } from '@/entities/organisation'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

export function useRevokeInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => {
      await api(endpoints.revokeInvitation, { params: { email } })
      return email
    },
    onSuccess: (email) => inviteCache.removeInvite(queryClient, email),
    meta: { invalidates: [organisationQueries.all()] },
  })
}
