import { getConfig } from '@/shared/config'
import { beginSignInState } from '@/shared/lib'

export type SocialProvider = 'google' | 'microsoft' | 'apple'

const LABELS: Record<string, string> = {
  google: 'Google',
  azure: 'Microsoft',
  microsoft: 'Microsoft',
  workos: 'SSO',
  sso: 'SSO',
  apple: 'Apple',
  email: 'Email',
}

/** LOGIN-7 provider labels for "This account is registered with …". */
export const providerLabel = (provider: string): string => LABELS[provider] ?? 'SSO'

/**
 * {api}/{provider}/sign_in?source=<origin>&state=…: a browser navigation, not an API call. Each
 * call starts a sign-in: its `state` comes back with the tokens (SESSION-15).
 */
export function socialSignInUrl(provider: SocialProvider, origin = window.location.origin): string {
  const url = new URL(`${getConfig().apiUrl}/${provider}/sign_in`)
  url.searchParams.set('source', origin)
  url.searchParams.set('state', beginSignInState())
  return url.href
}

export function ssoSignInUrl(email: string, origin = window.location.origin): string {
  const url = new URL(`${getConfig().apiUrl}/sso/sign_in`)
  url.searchParams.set('email', email.trim())
  url.searchParams.set('source', origin)
  url.searchParams.set('state', beginSignInState())
  return url.href
}
