import { createHmac, timingSafeEqual } from 'node:crypto'

/** Minimal HS256 JWT signing/verification for the demo auth service. */

function b64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url')
}

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(JSON.stringify(payload))
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')
  return `${header}.${body}.${signature}`
}

/** Returns the payload when the signature is valid, null otherwise (expiry is checked by the caller). */
export function verifyJwt(token: string, secret: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, body, signature] = parts as [string, string, string]
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const head: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    if (!head || typeof head !== 'object' || (head as { alg?: unknown }).alg !== 'HS256')
      return null
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}
