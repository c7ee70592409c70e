import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries } from '@/entities/organisation'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { teamCache } from './team-cache'

export function useRevokeInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => {
      await api(endpoints.revokeInvitation, { params: { email } })
      return email
    },
    onSuccess: (email) => teamCache.removeInvite(queryClient, email),
    meta: { invalidates: [organisationQueries.all()] },
  })
}
