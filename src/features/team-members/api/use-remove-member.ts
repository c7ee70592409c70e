import { useMutation, useQueryClient } from '@tanstack/react-query'
import { domainQueries } from '@/entities/domain'
import { memberCache, removeMember } from '@/entities/member'
import { organisationQueries } from '@/entities/organisation'
import { useCurrentUser } from '@/entities/session'

export function useRemoveMember() {
  const queryClient = useQueryClient()
  const { userId: selfId } = useCurrentUser()
  return useMutation({
    mutationFn: (userId: string) => removeMember(userId, selfId),
    onSuccess: (userId) => memberCache.removeMember(queryClient, userId),
    // The seat counter, and the removed person is now another user on the domain.
    meta: { invalidates: [organisationQueries.all(), domainQueries.all()] },
  })
}
