import type { IncomingMessage, ServerResponse } from 'node:http'
import { extraSourceOrigins } from './config'

/**
 * CORS for the standalone demo API (server.ts). The portal origins allowed to call it are the
 * ones its sign-in pages may hand a session to: DEMO_SOURCE_ORIGINS, one list for both.
 */

/** Request headers the portal's API client and @supabase/auth-js send that are not safelisted. */
export const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'apikey',
  'X-Client-Info',
  'X-Supabase-Api-Version',
  // A bulk run's id, recorded as its events' batch_id (AUDIT-5).
  'X-Audit-Batch',
] as const

/** Response headers the portal reads: the wait of a 429, and auth-js's API version check. */
export const EXPOSED_HEADERS = ['Retry-After', 'X-Supabase-Api-Version'] as const

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE'
/** Ten minutes of cached preflights (Chromium caps this at two hours). */
const MAX_AGE_SECONDS = '600'

type RequestHead = { method?: string; headers: Record<string, string | string[] | undefined> }

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/** A preflight: OPTIONS naming the method it asks for (a plain OPTIONS is not one). */
export function isPreflight(req: RequestHead): boolean {
  return (
    req.method?.toUpperCase() === 'OPTIONS' &&
    single(req.headers['access-control-request-method']) !== undefined
  )
}

/**
 * The CORS headers for `req`: Vary always (answers differ by Origin), the rest only for an
 * allowed origin; a preflight also gets the methods, headers and how long to cache them.
 */
export function corsHeaders(
  req: RequestHead,
  allowed: readonly string[] = extraSourceOrigins(),
): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' }
  const origin = single(req.headers.origin)
  if (!origin || !allowed.includes(origin)) return headers
  headers['Access-Control-Allow-Origin'] = origin
  if (!isPreflight(req)) {
    headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS.join(', ')
    return headers
  }
  headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS
  headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS.join(', ')
  headers['Access-Control-Max-Age'] = MAX_AGE_SECONDS
  return headers
}

/**
 * Sets the CORS headers on `res`; answers a preflight itself (204 for an allowed origin, 403
 * otherwise) and then returns true, so the caller stops there.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: readonly string[] = extraSourceOrigins(),
): boolean {
  const headers = corsHeaders(req, allowed)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (!isPreflight(req)) return false
  res.statusCode = 'Access-Control-Allow-Origin' in headers ? 204 : 403
  res.setHeader('Cache-Control', 'no-store')
  res.end()
  return true
}
