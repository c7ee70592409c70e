import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'
import { MAX_BODY_BYTES } from './config'
import { CLIENT_ADDRESS_HEADER } from './limits'
import { BASELINE_HEADERS } from './lib/http'

/** Bridges Node's http request/response and the msw handlers (used by the Vite dev/preview middleware). */

const PREFIXES = [
  '/api/v1',
  '/user_status',
  '/email',
  '/auth/v1',
  '/google/sign_in',
  '/microsoft/sign_in',
  '/apple/sign_in',
  '/sso/sign_in',
  '/demo',
]

/** True for paths the demo backend owns (exact prefix or prefix followed by "/"). */
export function isDemoBackendPath(pathname: string): boolean {
  return PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

class PayloadTooLarge extends Error {}

/** Reads the body, stopping one byte past the cap (the rest is never buffered). */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN)
  if (declared > MAX_BODY_BYTES) throw new PayloadTooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new PayloadTooLarge()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * Builds a Fetch Request from a Node request: the absolute URL comes from `publicOrigin` when the
 * server sits behind a proxy (the address browsers use), else from the Host header.
 */
export async function toFetchRequest(
  req: IncomingMessage,
  publicOrigin?: string,
): Promise<Request> {
  const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true
  const host = req.headers.host ?? 'localhost'
  // connect sets originalUrl when a middleware is mounted on a sub-path
  const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
  const url = new URL(path, publicOrigin ?? `${encrypted ? 'https' : 'http'}://${host}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  // Rate limits count per client address: only the socket's word counts, never the client's.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown')
  const method = (req.method ?? 'GET').toUpperCase()
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })
}

/** Writes a Fetch Response to a Node response (multiple Set-Cookie headers kept apart). */
export async function writeFetchResponse(
  response: Response,
  res: ServerResponse,
  method = 'GET',
): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  response.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  const body =
    method === 'HEAD' || response.body === null ? null : Buffer.from(await response.arrayBuffer())
  res.end(body ?? undefined)
}

/**
 * Connect-style middleware: answers demo backend paths through msw's getResponse, calls next()
 * for everything else (or when no handler matches).
 */
export function createDemoMiddleware(
  handlers: RequestHandler[],
  options: { publicOrigin?: string } = {},
) {
  return (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): void => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (!isDemoBackendPath(pathname)) {
      next()
      return
    }
    void (async () => {
      const request = await toFetchRequest(req, options.publicOrigin)
      const response = await getResponse(handlers, request)
      if (!response) {
        next()
        return
      }
      // A "drop" fault: the connection closes with no answer, as a network failure does.
      if (response.type === 'error') {
        res.destroy()
        return
      }
      await writeFetchResponse(response, res, request.method)
    })().catch((err: unknown) => {
      if (err instanceof PayloadTooLarge && !res.headersSent) {
        res.writeHead(413, {
          ...BASELINE_HEADERS,
          'Content-Type': 'application/json',
          Connection: 'close',
        })
        res.end(
          JSON.stringify({ detail: 'The request body is too large', code: 'payload_too_large' }),
        )
        return
      }
      if (res.headersSent) res.end()
      else next(err)
    })
  }
}
