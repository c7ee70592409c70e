import { hasErrorCode } from '@/shared/api'
import { ONBOARDING_MESSAGES } from './onboarding-messages'

/** START-8: a public domain has its own message; every other failure the generic one. */
export function createErrorMessage(error: unknown): string {
  return hasErrorCode(error, 'forbidden_domain')
    ? ONBOARDING_MESSAGES.publicDomain
    : ONBOARDING_MESSAGES.createFailed
}
