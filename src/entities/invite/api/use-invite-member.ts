import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries } from '@/entities/organisation'
import { http } from '@/shared/api'
import { inviteSchema } from '../model/invite.schema'
import type { InviteValues } from '../model/invite-request'
import { inviteCache } from './invite-cache'

export function useInviteMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: InviteValues) => http.post('/invitations', inviteSchema, { json: values }),
    onSuccess: (invite) => inviteCache.addInvite(queryClient, invite),
    // The seat counter lives on the organisation's subscription.
    meta: { invalidates: [organisationQueries.all()] },
  })
}
