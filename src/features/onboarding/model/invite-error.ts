import { isApiError } from '@/shared/api'
import { ONBOARDING_MESSAGES } from './onboarding-messages'

const BY_CODE = new Map<string, string>([
  ['invitation_exists', ONBOARDING_MESSAGES.invitationExists],
  ['no_subscription', ONBOARDING_MESSAGES.noSubscription],
  ['stripe_error', ONBOARDING_MESSAGES.stripeError],
])

/** SPEC §8 (Team): the invite error code decides the message; anything else is generic. */
export function inviteErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ONBOARDING_MESSAGES.inviteFailed
  const code = [error.detail, error.message].find((c) => c !== undefined && BY_CODE.has(c))
  return (code && BY_CODE.get(code)) || ONBOARDING_MESSAGES.inviteFailed
}
