import { useCallback, useRef, useState } from 'react'
import { useMutationState, useQueryClient } from '@tanstack/react-query'
import type { Virtualizer } from '@tanstack/react-virtual'
import {
  resendErrorMessage,
  unsentInviteCache,
  type Invite,
  type ResendVars,
  type UnsentInvite,
} from '@/entities/invite'
import { roleErrorMessage, type Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { useSingleFlightMutation } from '@/shared/lib'
import { useToast } from '@/shared/ui'
import { useChangeRole } from '../api/use-change-role'
import { RESEND_KEY, useResendInvite } from '../api/use-resend-invite'
import { emailOf, inviteRowKey, memberRowKey, type TeamRow } from '../lib/team-rows'
import { TEAM_MESSAGES } from '../model/team-messages'
import {
  findControl,
  revokeControlName,
  roleControlName,
  selectControlName,
  useFollowRow,
} from './use-follow-row'

const resendKey = ({ email }: ResendVars) => email.toLowerCase()

/**
 * What a row's buttons do: change a role, resend, discard a not-sent row (at once, with a toast),
 * and open the remove or revoke confirmation. Stable callbacks, so the memoised rows keep still.
 */
export function useRowActions(rows: readonly TeamRow[], virtualizer: Virtualizer<Window, Element>) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const changeRole = useChangeRole()
  // VAL-4: one resend per address at a time; different rows may resend side by side.
  const resend = useSingleFlightMutation(useResendInvite(), resendKey)
  const [removing, setRemoving] = useState<Member | null>(null)
  const [revoking, setRevoking] = useState<Invite | null>(null)

  const resendingEmails = useMutationState({
    filters: { mutationKey: RESEND_KEY, status: 'pending' },
    select: (m) => (m.state.variables as ResendVars | undefined)?.email.toLowerCase() ?? '',
  })
  const { mutateAsync } = changeRole
  const follow = useFollowRow(rows, virtualizer)
  // Settles once saved or rolled back, so the row's select shows the pick until then.
  const onRoleChange = useCallback(
    (member: Member, role: Role) => {
      follow(memberRowKey(member.userId), roleControlName(member.email))
      return mutateAsync({ userId: member.userId, role }).then(
        () => toast(TEAM_MESSAGES.roleUpdated),
        (error: unknown) => toast(roleErrorMessage(error), 'error'),
      )
    },
    [mutateAsync, toast, follow],
  )
  const { mutate: resendMutate } = resend
  // TEAM-22: no seat message for a resend (the seat count does not change).
  const onResend = useCallback(
    ({ email, role }: ResendVars) => {
      // The fresh invitation's row has no Resend: its Revoke takes the focus.
      follow(inviteRowKey(email), revokeControlName(email))
      resendMutate(
        { email, role },
        {
          onSuccess: () => toast(TEAM_MESSAGES.resent(email)),
          onError: (error) => toast(resendErrorMessage(error), 'error'),
        },
      )
    },
    [resendMutate, toast, follow],
  )
  const onDiscard = useCallback(
    (unsent: UnsentInvite) => unsentInviteCache.remove(queryClient, unsent.email),
    [queryClient],
  )

  // Once a removed or revoked row has gone, its neighbour's selection box (the next row's, else
  // the one before) takes the focus: the keyboard goes on from where the row was, not the top.
  // Worked out when the dialog opens, while the row is still in the list.
  // Never drawn: a ref, so opening a dialog renders the table no more than it did.
  const neighbours = useRef<string[]>([])
  const markNeighbours = useCallback(
    (key: string) => {
      const at = rows.findIndex((row) => row.key === key)
      neighbours.current = [rows[at + 1], rows[at - 1]].flatMap((row) =>
        row ? [selectControlName(emailOf(row))] : [],
      )
    },
    [rows],
  )
  const onRemove = useCallback(
    (member: Member) => {
      markNeighbours(memberRowKey(member.userId))
      setRemoving(member)
    },
    [markNeighbours],
  )
  const onRevoke = useCallback(
    (invite: Invite) => {
      markNeighbours(inviteRowKey(invite.email))
      setRevoking(invite)
    },
    [markNeighbours],
  )
  const neighbour = useCallback(
    () => neighbours.current.map(findControl).find((box) => box !== undefined) ?? null,
    [],
  )

  return {
    resendingEmails,
    onRoleChange,
    onResend,
    onDiscard,
    onRemove,
    onRevoke,
    /** The open confirmation, and where the focus goes once its row has gone. */
    removing,
    revoking,
    closeRemove: () => setRemoving(null),
    closeRevoke: () => setRevoking(null),
    neighbour,
  }
}
