import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries } from '@/entities/organisation'
import type { InviteValues } from '../model/invite-request'
import { inviteCache } from './invite-cache'
import { inviteMember } from './invite-member'

export function useInviteMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: InviteValues) => inviteMember(values),
    onSuccess: (invite) => inviteCache.addInvite(queryClient, invite),
    // The seat counter lives on the organisation's subscription.
    meta: { invalidates: [organisationQueries.all()] },
  })
}
