import { hasErrorCode, rateLimitMessage } from '@/shared/api'
import { MEMBER_MESSAGES } from './member-messages'

/** TEAM-11 'Failed to update user'; the last-admin refusal (TEAM-10) and a rate limit (HTTP-9) say why instead. */
export function roleErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'last_admin')) return MEMBER_MESSAGES.lastAdmin
  return rateLimitMessage(error) ?? MEMBER_MESSAGES.updateFailed
}

/** TEAM-12 'Failed to remove user'; removing oneself (TEAM-9), the last admin (TEAM-10) or a rate limit (HTTP-9) says why instead. */
export function removeErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'cannot_remove_self')) return MEMBER_MESSAGES.cannotRemoveSelf
  if (hasErrorCode(error, 'last_admin')) return MEMBER_MESSAGES.lastAdmin
  if (hasErrorCode(error, 'directory_managed')) return MEMBER_MESSAGES.directoryManaged // DSYNC-4
  return rateLimitMessage(error) ?? MEMBER_MESSAGES.removeFailed
}
