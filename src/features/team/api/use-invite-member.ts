import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inviteMember } from '@/entities/invite'
import { organisationQueries } from '@/entities/organisation'
import type { InviteValues } from '../model/invite.schema'
import { teamCache } from './team-cache'

export function useInviteMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: InviteValues) => inviteMember(values),
    onSuccess: (invite) => teamCache.addInvite(queryClient, invite),
    // The seat counter lives on the organisation's subscription.
    meta: { invalidates: [organisationQueries.all()] },
  })
}
