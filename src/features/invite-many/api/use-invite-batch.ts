import { useCallback, useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inviteCache, inviteMember, type Invite, type InviteValues } from '@/entities/invite'
import { organisationQueries } from '@/entities/organisation'
import { useBatch, type BatchRow, type BatchRun } from '@/shared/lib'

/** How often answers join the invitations list while a run goes on. */
const FLUSH_MS = 1000

/**
 * INVITE-5: sends the invitations at most 4 at a time. The answers go into the invitations list
 * in batches (each update re-renders the team table); the organisation (seat counter) is
 * refreshed once when a run ends in which something was sent, never per row (TEAM-15).
 */
export function useInviteBatch(
  /** Once a run (a start or a retry) ends: the rows it sent. */
  onFinish: (ran: readonly BatchRow<InviteValues, Invite>[]) => void,
): BatchRun<InviteValues, Invite> {
  const queryClient = useQueryClient()
  const pending = useRef<Invite[]>([])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const sentThisRun = useRef(false)

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    const invites = pending.current
    pending.current = []
    inviteCache.addInvites(queryClient, invites)
  }, [queryClient])
  useEffect(() => () => clearTimeout(timer.current), [])
  // Through the mutation cache, so a refused session ends as for any other call (SESSION-10).
  const { mutateAsync } = useMutation({ mutationFn: inviteMember })

  return useBatch<InviteValues, Invite>({
    concurrency: 4,
    // AUDIT-5: every invitation of the run carries its id.
    work: async (values, batch) => {
      const invite = await mutateAsync({ ...values, batch })
      sentThisRun.current = true
      pending.current.push(invite)
      timer.current ??= setTimeout(flush, FLUSH_MS)
      return invite
    },
    onFinish: (_rows, ran) => {
      flush()
      if (sentThisRun.current)
        void queryClient.invalidateQueries({ queryKey: organisationQueries.all() })
      sentThisRun.current = false
      onFinish(ran)
    },
  })
}
