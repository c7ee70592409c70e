import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resendInvite, type ResendVars } from '@/entities/invite'
import { organisationQueries } from '@/entities/organisation'

export const RESEND_KEY = ['team', 'resend-invite'] as const

/** TEAM-22: one resend; the seat counter is refreshed once it settles, whichever way. */
export function useResendInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: RESEND_KEY,
    mutationFn: (invite: ResendVars) => resendInvite(queryClient, invite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationQueries.all() }),
  })
}
