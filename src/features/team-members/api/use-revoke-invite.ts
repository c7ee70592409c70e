import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { inviteCache } from '@/entities/invite'
import { organisationQueries } from '@/entities/organisation'
import { http } from '@/shared/api'

const deletedSchema = z.nullable(z.partial(z.object({ success: z.boolean() })))

export function useRevokeInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => {
      await http.delete(`/invitations/${encodeURIComponent(email)}`, deletedSchema)
      return email
    },
    onSuccess: (email) => inviteCache.removeInvite(queryClient, email),
    meta: { invalidates: [organisationQueries.all()] },
  })
}
