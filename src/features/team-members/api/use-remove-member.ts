import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { domainQueries } from '@/entities/domain'
import { memberCache } from '@/entities/member'
import { organisationQueries } from '@/entities/organisation'
import { useCurrentUser } from '@/entities/session'
import { ApiError, http } from '@/shared/api'
import { TEAM_MESSAGES } from '../model/team-messages'

const deletedSchema = z.nullable(z.partial(z.object({ success: z.boolean() })))

export function useRemoveMember() {
  const queryClient = useQueryClient()
  const { userId: selfId } = useCurrentUser()
  return useMutation({
    mutationFn: async (userId: string) => {
      // SPEC §5: never sent for oneself, whatever the UI shows.
      if (userId === selfId) throw new ApiError(TEAM_MESSAGES.cannotRemoveSelf, 400)
      await http.delete(`/members/${encodeURIComponent(userId)}`, deletedSchema)
      return userId
    },
    onSuccess: (userId) => memberCache.removeMember(queryClient, userId),
    // The seat counter, and the removed person is now another user on the domain.
    meta: { invalidates: [organisationQueries.all(), domainQueries.all()] },
  })
}
