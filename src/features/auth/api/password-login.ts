import { rateLimitMessage } from '@/shared/api'
import { getAuthClient } from '@/shared/auth'
import { AUTH_MESSAGES, registeredWith } from '../model/auth-messages'
import { providerLabel } from '../lib/providers'
import { lookupUser } from './auth.api'

export type LoginOutcome =
  { kind: 'signed-in'; userId: string } | { kind: 'sign-up'; email: string; password: string }

/** LOGIN-6 to LOGIN-9, in order: look the account up, refuse other providers and unverified accounts, then sign in. */
export async function passwordLogin({
  email,
  password,
}: {
  email: string
  password: string
}): Promise<LoginOutcome> {
  const trimmed = email.trim()
  const status = await lookupUser(trimmed).catch((error: unknown) => {
    throw new Error(rateLimitMessage(error) ?? AUTH_MESSAGES.statusFailed)
  })
  if (!status.exists) return { kind: 'sign-up', email: trimmed, password }
  if (status.provider && status.provider !== 'email')
    throw new Error(registeredWith(providerLabel(status.provider)))
  if (!status.verified) throw new Error(AUTH_MESSAGES.unverified)
  const client = await getAuthClient().catch(() => {
    throw new Error(AUTH_MESSAGES.loginFailed)
  })
  const { data, error } = await client.signInWithPassword({ email: trimmed, password })
  if (error) throw new Error(signInErrorMessage(error))
  return { kind: 'signed-in', userId: data.user.id }
}

/** LOGIN-9 and HTTP-9: the service's words, but a 429 says when to retry and no answer is a failure. */
function signInErrorMessage(error: Error & { name: string }): string {
  const limited = rateLimitMessage(error)
  if (limited) return limited
  // Timed out or unreachable: the service gave no words of its own.
  if (error.name === 'AuthRetryableFetchError') return AUTH_MESSAGES.loginFailed
  return error.message || AUTH_MESSAGES.loginFailed
}
