import { hasErrorCode, rateLimitMessage } from '@/shared/api'
import { TEAM_MESSAGES } from './team-messages'

/** TEAM-11 'Failed to update user'; the last-admin refusal (TEAM-10) and a rate limit (HTTP-9) say why instead. */
export function roleErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'last_admin')) return TEAM_MESSAGES.lastAdmin
  return rateLimitMessage(error) ?? TEAM_MESSAGES.updateFailed
}

/** TEAM-12 'Failed to remove user'; removing oneself (TEAM-9), the last admin (TEAM-10) or a rate limit (HTTP-9) says why instead. */
export function removeErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'cannot_remove_self')) return TEAM_MESSAGES.cannotRemoveSelf
  if (hasErrorCode(error, 'last_admin')) return TEAM_MESSAGES.lastAdmin
  return rateLimitMessage(error) ?? TEAM_MESSAGES.removeFailed
}

/** TEAM-14 'Failed to delete invite', or a rate limit's HTTP-9 text. */
export const revokeErrorMessage = (error: unknown): string =>
  rateLimitMessage(error) ?? TEAM_MESSAGES.revokeFailed
