import { rateLimitMessage } from '@/shared/api'
import { INVITE_CHANGE_MESSAGES } from './invite-messages'

/** TEAM-14 'Failed to delete invite', or a rate limit's HTTP-9 text. */
export const revokeErrorMessage = (error: unknown): string =>
  rateLimitMessage(error) ?? INVITE_CHANGE_MESSAGES.revokeFailed
