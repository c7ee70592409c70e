import { getConfig } from '@/shared/config'

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

/** {api}/{provider}/sign_in?source=<origin>: a browser navigation, not an API call. */
export function socialSignInUrl(provider: SocialProvider, origin = window.location.origin): string {
  const url = new URL(`${getConfig().apiUrl}/${provider}/sign_in`)
  url.searchParams.set('source', origin)
  return url.href
}

export function ssoSignInUrl(email: string, origin = window.location.origin): string {
  const url = new URL(`${getConfig().apiUrl}/sso/sign_in`)
  url.searchParams.set('email', email.trim())
  url.searchParams.set('source', origin)
  return url.href
}
