import { useMutation } from '@tanstack/react-query'
import { rateLimitMessage } from '@/shared/api'
import { AUTH_MESSAGES } from '../model/auth-messages'
import { lookupUser, requestPasswordReset } from './auth.api'

async function sendReset({ email }: { email: string }) {
  const status = await lookupUser(email).catch((error: unknown) => {
    throw new Error(rateLimitMessage(error) ?? AUTH_MESSAGES.resetFailed)
  })
  if (!status.exists) throw new Error(AUTH_MESSAGES.accountMissing)
  const answer = await requestPasswordReset(email.trim()).catch((error: unknown) => {
    throw new Error(rateLimitMessage(error) ?? AUTH_MESSAGES.resetFailed)
  })
  if (answer.error) throw new Error(AUTH_MESSAGES.resetFailed)
}

/** Asks for a password-reset e-mail for an existing account. */
export function usePasswordReset() {
  return useMutation({ mutationFn: sendReset })
}
