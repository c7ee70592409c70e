import { hasErrorCode } from '@/shared/api'
import { TEAM_MESSAGES } from './team-messages'

/** TEAM-11 'Failed to update user'; the last-admin refusal says why instead (TEAM-10). */
export function roleErrorMessage(error: unknown): string {
  return hasErrorCode(error, 'last_admin') ? TEAM_MESSAGES.lastAdmin : TEAM_MESSAGES.updateFailed
}

/** TEAM-12 'Failed to remove user'; removing oneself (TEAM-9) or the last admin (TEAM-10) says why instead. */
export function removeErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'cannot_remove_self')) return TEAM_MESSAGES.cannotRemoveSelf
  if (hasErrorCode(error, 'last_admin')) return TEAM_MESSAGES.lastAdmin
  return TEAM_MESSAGES.removeFailed
}
