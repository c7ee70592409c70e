import { useMutation } from '@tanstack/react-query'
import { rateLimitMessage } from '@/shared/api'
import { AUTH_MESSAGES } from '../model/auth-messages'
import type { EmailOnlyValues } from '../model/auth.schema'
import { ssoSignInUrl } from '../lib/providers'
import { lookupUser } from './auth.api'

async function startSso({ email }: EmailOnlyValues): Promise<string> {
  const status = await lookupUser(email).catch((error: unknown) => {
    throw new Error(rateLimitMessage(error) ?? AUTH_MESSAGES.statusFailed)
  })
  if (!status.exists) throw new Error(AUTH_MESSAGES.noSso)
  return ssoSignInUrl(email)
}

/** The identity provider's sign-in URL for a known account; the form sends the browser there. */
export function useSsoSignIn() {
  return useMutation({ mutationFn: startSso })
}
