import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { organisationQueries } from '@/entities/organisation'
import { http } from '@/shared/api'
import { teamCache } from './team-cache'

const deletedSchema = z.object({ success: z.boolean() }).partial().nullable()

export function useRevokeInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => {
      await http.delete(`/invitations/${encodeURIComponent(email)}`, deletedSchema)
      return email
    },
    onSuccess: (email) => teamCache.removeInvite(queryClient, email),
    meta: { invalidates: [organisationQueries.all()] },
  })
}
