import { MEMBER_MESSAGES } from '@/entities/member'
import { isApiError, rateLimitMessage } from '@/shared/api'

/** TEAM-4 invite messages; also what the team form says before sending (TEAM-2). */
export const INVITE_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  alreadyInvited: 'User already invited',
  alreadyMember: 'User already in team',
  noSubscription: 'No subscription found',
  stripeError: 'Stripe error, message our team',
  failed: 'Failed to invite users',
} as const

const BY_CODE = new Map<string, string>([
  ['invitation_exists', INVITE_MESSAGES.alreadyInvited],
  ['already_member', INVITE_MESSAGES.alreadyMember],
  ['no_subscription', INVITE_MESSAGES.noSubscription],
  ['stripe_error', INVITE_MESSAGES.stripeError],
  // DSYNC-4: the directory was linked after the page was drawn.
  ['directory_managed', MEMBER_MESSAGES.directoryManaged],
])

/** The server's invite error code in words; anything else is the generic failure. */
export function inviteErrorMessage(error: unknown): string {
  return (
    rateLimitMessage(error) ??
    ((isApiError(error) && error.code && BY_CODE.get(error.code)) || INVITE_MESSAGES.failed)
  )
}
