import { useMutation, useQueryClient } from '@tanstack/react-query'
import { domainQueries } from '@/entities/domain'
import { inviteCache, resendInvite, revokeInvite, type ResendVars } from '@/entities/invite'
import { changeMemberRole, memberCache, removeMember } from '@/entities/member'
import { organisationQueries } from '@/entities/organisation'
import { useCurrentUser } from '@/entities/session'

/**
 * TEAM-25: the calls of a bulk action, one mutation each (so a 401 still ends the session), with
 * the same cache work as the single-row hooks but no refresh per row: `refresh` runs once at the
 * end of a run.
 */
export function useBulkMutations() {
  const queryClient = useQueryClient()
  const { userId: selfId } = useCurrentUser()
  const revoke = useMutation({
    mutationFn: ({ email, batch }: { email: string; batch: string }) => revokeInvite(email, batch),
    onSuccess: (email) => inviteCache.removeInvite(queryClient, email),
  })
  const remove = useMutation({
    mutationFn: ({ userId, batch }: { userId: string; batch: string }) =>
      removeMember(userId, selfId, batch),
    onSuccess: (userId) => memberCache.removeMember(queryClient, userId),
  })
  const changeRole = useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (member) => memberCache.replaceMember(queryClient, member),
  })
  const resend = useMutation({
    mutationFn: (invite: ResendVars) => resendInvite(queryClient, invite),
  })
  return {
    revoke: revoke.mutateAsync,
    remove: remove.mutateAsync,
    changeRole: changeRole.mutateAsync,
    resend: resend.mutateAsync,
    /** The seat counter once per run; a removal also changes the other users on the domain. */
    refresh: (alsoDomain: boolean) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organisationQueries.all() }),
        alsoDomain ? queryClient.invalidateQueries({ queryKey: domainQueries.all() }) : null,
      ]),
  }
}
