import { useCallback, useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inviteCache, inviteMember, type Invite, type InviteValues } from '@/entities/invite'
import { organisationQueries } from '@/entities/organisation'
import { useBatch, type BatchRow } from '@/shared/lib'

/**
 * INVITE-5: sends the invitations at most 4 at a time. Each answer goes into the invitations
 * list (added once per frame, not once per answer); the organisation (seat counter) is
 * refreshed once when a run ends in which something was sent, never per row (TEAM-15).
 */
export function useInviteBatch(
  onFinish: (rows: readonly BatchRow<InviteValues, Invite>[]) => void,
) {
  const queryClient = useQueryClient()
  const pending = useRef<Invite[]>([])
  const frame = useRef(0)
  const sentThisRun = useRef(false)

  const flush = useCallback(() => {
    cancelAnimationFrame(frame.current)
    frame.current = 0
    const invites = pending.current
    pending.current = []
    inviteCache.addInvites(queryClient, invites)
  }, [queryClient])
  useEffect(() => () => cancelAnimationFrame(frame.current), [])
  // Through the mutation cache, so a refused session ends as for any other call (SESSION-10).
  const { mutateAsync } = useMutation({ mutationFn: inviteMember })

  return useBatch<InviteValues, Invite>({
    concurrency: 4,
    work: async (values) => {
      const invite = await mutateAsync(values)
      sentThisRun.current = true
      pending.current.push(invite)
      frame.current ||= requestAnimationFrame(flush)
      return invite
    },
    onFinish: (rows) => {
      flush()
      if (sentThisRun.current)
        void queryClient.invalidateQueries({ queryKey: organisationQueries.all() })
      sentThisRun.current = false
      onFinish(rows)
    },
  })
}
