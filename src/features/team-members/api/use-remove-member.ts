import { useMutation, useQueryClient } from '@tanstack/react-query'
import { domainQueries } from '@/entities/domain'
import { memberCache } from '@/entities/member'
import { organisationQueries } from '@/entities/organisation'
import { useCurrentUser } from '@/entities/session'
import { ApiError, api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { TEAM_MESSAGES } from '../model/team-messages'

export function useRemoveMember() {
  const queryClient = useQueryClient()
  const { userId: selfId } = useCurrentUser()
  return useMutation({
    mutationFn: async (userId: string) => {
      // TEAM-9: never sent for oneself, whatever the UI shows.
      if (userId === selfId)
        throw new ApiError(TEAM_MESSAGES.cannotRemoveSelf, 400, undefined, {
          code: 'cannot_remove_self',
        })
      await api(endpoints.removeMember, { params: { userId } })
      return userId
    },
    onSuccess: (userId) => memberCache.removeMember(queryClient, userId),
    // The seat counter, and the removed person is now another user on the domain.
    meta: { invalidates: [organisationQueries.all(), domainQueries.all()] },
  })
}
