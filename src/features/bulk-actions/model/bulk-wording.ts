import { INVITE_CHANGE_MESSAGES, resendErrorMessage, revokeErrorMessage } from '@/entities/invite'
import { MEMBER_MESSAGES, removeErrorMessage, roleErrorMessage } from '@/entities/member'
import { type BatchRow, formatCount, wasNotStarted } from '@/shared/lib'
import type { BulkAction } from './bulk-plan'

/** The confirmation's and the progress dialog's words for an action reaching n rows. */
export function wording(action: BulkAction, n: number) {
  switch (action.kind) {
    case 'remove': {
      const who = formatCount(n, 'member', 'members')
      return {
        title: `Remove ${who}`,
        ask: `Remove ${who} from the team? Their seats stay billed until the next cycle.`,
        confirm: 'Remove',
        tone: 'danger' as const,
        progress: 'Removing members',
      }
    }
    case 'role': {
      const role = action.role === 'admin' ? 'Admin' : 'Member'
      return {
        title: `Change the role of ${formatCount(n, 'member', 'members')}`,
        ask: `Make ${formatCount(n, 'member', 'members')} ${role}?`,
        confirm: `Make ${role}`,
        tone: 'primary' as const,
        progress: 'Changing roles',
      }
    }
    case 'revoke': {
      const what = formatCount(n, 'invitation', 'invitations')
      return {
        title: `Revoke ${what}`,
        ask: `Revoke ${what}? They will no longer be able to join with them.`,
        confirm: 'Revoke',
        tone: 'danger' as const,
        progress: 'Revoking invitations',
      }
    }
    case 'resend': {
      const what = formatCount(n, 'expired invitation', 'expired invitations')
      return {
        title: `Resend ${what}`,
        ask: `Send ${what} again, each with the same role?`,
        confirm: 'Resend',
        tone: 'primary' as const,
        progress: 'Resending invitations',
      }
    }
  }
}

/** TEAM-25: each row's result in the spec's words (TEAM-11, TEAM-12, TEAM-14, TEAM-22). */
export function resultText(action: BulkAction, row: BatchRow<{ email: string }, unknown>): string {
  if (row.state === 'queued') return 'Waiting'
  if (row.state === 'running') return 'Working…'
  // Stop kept it from starting: nothing was sent for this row.
  if (row.state === 'failed' && wasNotStarted(row.error)) return INVITE_CHANGE_MESSAGES.notSent
  const ok = row.state === 'done'
  switch (action.kind) {
    case 'remove':
      return ok ? MEMBER_MESSAGES.removed : removeErrorMessage(row.error)
    case 'role':
      return ok ? MEMBER_MESSAGES.roleUpdated : roleErrorMessage(row.error)
    case 'revoke':
      return ok ? INVITE_CHANGE_MESSAGES.revoked : revokeErrorMessage(row.error)
    case 'resend':
      return ok ? INVITE_CHANGE_MESSAGES.resent(row.item.email) : resendErrorMessage(row.error)
  }
}
