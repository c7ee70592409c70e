import { isApiError } from '@/shared/api'

/** SPEC §8 (Team) invite messages; also what the team form says before sending. */
export const INVITE_MESSAGES = {
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
])

/** The server's invite error code in words; anything else is 'Failed to invite users'. */
export function inviteErrorMessage(error: unknown): string {
  if (!isApiError(error)) return INVITE_MESSAGES.failed
  const code = [error.detail, error.message].find((c) => c !== undefined && BY_CODE.has(c))
  return (code && BY_CODE.get(code)) || INVITE_MESSAGES.failed
}
