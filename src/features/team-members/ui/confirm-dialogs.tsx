import { revokeErrorMessage, type Invite } from '@/entities/invite'
import { removeErrorMessage, type Member } from '@/entities/member'
import { ConfirmDialog, useToast } from '@/shared/ui'
import { useRemoveMember } from '../api/use-remove-member'
import { useRevokeInvite } from '../api/use-revoke-invite'
import { TEAM_MESSAGES } from '../model/team-messages'

export function RemoveMemberDialog({
  member,
  onClose,
  returnTo,
}: {
  member: Member | null
  onClose: () => void
  /** Focused once the removed row has gone. */
  returnTo?: () => HTMLElement | null
}) {
  const toast = useToast()
  const remove = useRemoveMember()
  const who = member
    ? member.name?.trim()
      ? `${member.name} (${member.email})`
      : member.email
    : ''
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove member"
      description={`Remove ${who} from the team? Their seat stays billed until the next cycle.`}
      confirmLabel="Remove"
      busy={remove.isPending}
      returnTo={returnTo}
      onConfirm={() =>
        member &&
        remove.mutate(member.userId, {
          onSuccess: () => {
            toast(TEAM_MESSAGES.removed)
            onClose()
          },
          onError: (error) => {
            toast(removeErrorMessage(error), 'error')
            onClose()
          },
        })
      }
    />
  )
}

export function RevokeInviteDialog({
  invite,
  onClose,
  returnTo,
}: {
  invite: Invite | null
  onClose: () => void
  /** Focused once the revoked row has gone. */
  returnTo?: () => HTMLElement | null
}) {
  const toast = useToast()
  const revoke = useRevokeInvite()
  return (
    <ConfirmDialog
      open={invite !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Revoke invitation"
      description={`Revoke the invitation for ${invite?.email ?? ''}? They will no longer be able to join with it.`}
      confirmLabel="Revoke"
      busy={revoke.isPending}
      returnTo={returnTo}
      onConfirm={() =>
        invite &&
        revoke.mutate(invite.email, {
          onSuccess: () => {
            toast(TEAM_MESSAGES.revoked)
            onClose()
          },
          onError: (error) => {
            toast(revokeErrorMessage(error), 'error')
            onClose()
          },
        })
      }
    />
  )
}
