export type UrlTokens = { access_token: string; refresh_token: string }
/** Tokens as they arrived, with the sign-in's `state` when the link carried one (SESSION-15). */
export type IncomingTokens = { tokens: UrlTokens; state: string | null }

// The session's parameters, and credentials the portal never uses (an auth code, a one-time or
// provider token): none may stay in the address bar, the history or a shared link.
const TOKEN_PARAMS = [
  'access_token',
  'refresh_token',
  'expires_in',
  'expires_at',
  'token_type',
  'type',
  'code',
  'token',
  'token_hash',
  'provider_token',
  'provider_refresh_token',
  // Comes back with the tokens of a sign-in the portal started (SESSION-15).
  'state',
] as const

/** Splits tokens off a URL (query or hash): the tokens, and the URL to show instead. */
export function extractUrlTokens(href: string): {
  tokens: UrlTokens | null
  state: string | null
  cleanUrl: string
} {
  const url = new URL(href)
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''))
  const read = (k: string) => url.searchParams.get(k) ?? hash.get(k)
  const access = read('access_token')
  const refresh = read('refresh_token')
  const state = read('state')
  // A lone `state` is some other page's business: only a token parameter starts the clean-up.
  const hadAny = TOKEN_PARAMS.some((k) => k !== 'state' && (url.searchParams.has(k) || hash.has(k)))
  if (!hadAny) return { tokens: null, state: null, cleanUrl: href }
  for (const k of TOKEN_PARAMS) {
    url.searchParams.delete(k)
    hash.delete(k)
  }
  const rest = hash.toString()
  url.hash = rest ? `#${rest}` : ''
  return {
    tokens: access && refresh ? { access_token: access, refresh_token: refresh } : null,
    state,
    cleanUrl: url.pathname + url.search + url.hash,
  }
}

let pending: IncomingTokens | null = null

/** Removes tokens from the address bar and history at once (replace, never push). */
export function captureUrlTokens(): void {
  const { tokens, state, cleanUrl } = extractUrlTokens(window.location.href)
  if (cleanUrl !== window.location.href)
    window.history.replaceState(window.history.state, '', cleanUrl)
  if (tokens) pending = { tokens, state }
}

/** The captured tokens, handed out once. */
export function takePendingTokens(): IncomingTokens | null {
  const t = pending
  pending = null
  return t
}
