import { isApiError } from '@/shared/api'
import { FORBIDDEN_DOMAIN_DETAIL, ONBOARDING_MESSAGES } from './onboarding-messages'

/** SPEC §8: a public domain has its own message; every other failure the generic one. */
export function createErrorMessage(error: unknown): string {
  if (isApiError(error) && [error.detail, error.message].includes(FORBIDDEN_DOMAIN_DETAIL))
    return ONBOARDING_MESSAGES.publicDomain
  return ONBOARDING_MESSAGES.createFailed
}
