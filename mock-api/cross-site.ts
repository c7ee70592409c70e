import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { extraSourceOrigins } from './config'

/**
 * SEC-9: the demo controls and every state-changing demo page refuse cross-site requests.
 *
 * The check follows Fetch Metadata (what Go's CrossOriginProtection and OWASP's CSRF sheet do):
 * `Sec-Fetch-Site: same-origin` (or `none`, typed by the user) passes; a browser that does not
 * send it is judged by `Origin`, which must be the server's own or one of DEMO_SOURCE_ORIGINS
 * (the one list of portal origins, also the standalone demo API's CORS list). A request with
 * neither header is not from a browser page (Playwright's `request`, msw tests, curl) and passes:
 * a cross-site attacker can only make a victim's browser send requests, and browsers send both.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Paths whose unsafe requests change the demo's state outside the product API. */
export const DEMO_STATE_PATHS = /^\/(demo\/.*|(google|microsoft|apple|sso)\/sign_in)$/

export function isTrustedOrigin(origin: string, request: Request): boolean {
  return origin === new URL(request.url).origin || extraSourceOrigins().includes(origin)
}

/** Why the request is refused as cross-site, or null when it may go on. */
export function crossSiteRefusal(request: Request): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  if (site === 'same-origin' || site === 'none') return null
  if (origin !== null) {
    return isTrustedOrigin(origin, request) ? null : `The request came from ${origin}`
  }
  return site === null ? null : `The request came from a ${site} page`
}

// --- The /demo/ panel's form token (signed double submit, OWASP) ---

const secret = randomBytes(32)
const COOKIE = 'demo-form'
export const FORM_TOKEN_FIELD = 'form_token'

/**
 * The cookie's name: `__Host-` on https (only the exact origin may set it, over a secure
 * channel); plain http on localhost cannot carry a `Secure` cookie, so it keeps the bare name.
 */
export const formCookieName = (request: Request): string =>
  new URL(request.url).protocol === 'https:' ? `__Host-${COOKIE}` : COOKIE

const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url')

function cookieOf(request: Request): string | null {
  const name = formCookieName(request)
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=') || null
  }
  return null
}

/**
 * The token the panel's forms carry, and the Set-Cookie header to send when the browser has
 * no nonce yet (SameSite=Strict: a cross-site post never carries it).
 */
export function panelFormToken(request: Request): { token: string; setCookie: string | null } {
  const existing = cookieOf(request)
  const nonce = existing && /^[\w-]{43}$/.test(existing) ? existing : null
  if (nonce) return { token: sign(nonce), setCookie: null }
  const fresh = randomBytes(32).toString('base64url')
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return {
    token: sign(fresh),
    setCookie: `${formCookieName(request)}=${fresh}; Path=/; HttpOnly; SameSite=Strict${secure}`,
  }
}

/** Whether `token` (the form's field) belongs to the nonce in the request's cookie. */
export function formTokenMatches(request: Request, token: string | null | undefined): boolean {
  const nonce = cookieOf(request)
  if (!nonce || !token) return false
  const expected = Buffer.from(sign(nonce))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The panel's controls: posts from a browser that are not JSON must carry the form token. */
export const PANEL_PATHS = /^\/demo\/(reset|faults(\/.*)?)$/
