import { hasErrorCode, isApiError, rateLimitMessage } from '@/shared/api'
import { ONBOARDING_MESSAGES } from './onboarding-messages'

/** START-8: the detail a public domain is refused with, whether or not a code comes with it. */
const FORBIDDEN_DOMAIN_DETAIL = '400: Forbidden domain'

/** START-8: a public domain has its own message, a rate limit HTTP-9's; every other failure the generic one. */
export function createErrorMessage(error: unknown): string {
  const limited = rateLimitMessage(error)
  if (limited) return limited
  const forbidden =
    hasErrorCode(error, 'forbidden_domain') ||
    (isApiError(error) && error.detail === FORBIDDEN_DOMAIN_DETAIL)
  return forbidden ? ONBOARDING_MESSAGES.publicDomain : ONBOARDING_MESSAGES.createFailed
}
