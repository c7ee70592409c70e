import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { sessionQueries } from '@/entities/session'
import { getAuthClient } from '@/shared/auth'
import { takeReturnPath, takeSignInState } from '@/shared/lib'
import { LINK_NOTICES, offerSessionSwap, setLinkNotice } from '../session-swap'
import type { IncomingTokens } from '../url-tokens'

/** The user the auth service says the access token belongs to; null when it does not verify. */
async function verifiedUser(accessToken: string) {
  try {
    const { data, error } = await (await getAuthClient()).getUser(accessToken)
    return error ? null : data.user
  } catch {
    return null
  }
}

/**
 * Tokens that arrived in the URL (SESSION-5, SESSION-13, SESSION-15). Whose they are is asked of
 * the auth service, never read from the token: a forged token is dropped with a notice. Signed
 * out, only the sign-in this tab started (its `state` came back) is taken; signed in, another
 * user's tokens always ask first. Throws the redirect that follows a switch; returns when the
 * gate should go on as if no tokens had come.
 */
export async function acceptIncomingTokens(
  queryClient: QueryClient,
  { tokens, state }: IncomingTokens,
): Promise<void> {
  const started = takeSignInState(state)
  const current = await queryClient.ensureQueryData(sessionQueries.current()).catch(() => null)
  const user = await verifiedUser(tokens.access_token)
  if (!user) {
    setLinkNotice(LINK_NOTICES.notVerified)
    return
  }
  if (current && user.id !== current.user.id) {
    offerSessionSwap({
      tokens,
      from: current.user.email ?? 'your current account',
      to: user.email ?? 'another account',
    })
    return
  }
  if (!current && !started) {
    setLinkNotice(LINK_NOTICES.notStarted)
    return
  }
  // A sign-in this tab started, or the same user's tokens (a silent switch).
  const { data, error } = await (await getAuthClient()).setSession(tokens)
  queryClient.setQueryData(sessionQueries.all(), error ? null : data.session)
  const back = data.session && takeReturnPath(data.session.user.id)
  if (back) throw redirect({ href: back, replace: true })
  throw redirect({ to: error ? '/login' : '/', replace: true })
}
