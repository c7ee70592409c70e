import { isApiError } from '@/shared/api'
import { TEAM_MESSAGES } from './team-messages'

// The server's reasons for refusing a change to the last admin (docs/api-contract.md).
const LAST_ADMIN_DETAILS = ['Cannot demote the last admin', 'Cannot remove the last admin']

const detailOf = (error: unknown): string =>
  isApiError(error) ? (error.detail ?? error.message) : ''

/** SPEC §8 'Failed to update user'; the last-admin refusal says why instead. */
export function roleErrorMessage(error: unknown): string {
  return LAST_ADMIN_DETAILS.includes(detailOf(error))
    ? TEAM_MESSAGES.lastAdmin
    : TEAM_MESSAGES.updateFailed
}

/** SPEC §8 'Failed to remove user'; removing oneself or the last admin says why instead. */
export function removeErrorMessage(error: unknown): string {
  const detail = detailOf(error)
  if (detail === TEAM_MESSAGES.cannotRemoveSelf) return TEAM_MESSAGES.cannotRemoveSelf
  if (LAST_ADMIN_DETAILS.includes(detail)) return TEAM_MESSAGES.lastAdmin
  return TEAM_MESSAGES.removeFailed
}
