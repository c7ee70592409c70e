import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'

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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks)
}

/** Builds a Fetch Request (absolute URL from the Host header) from a Node request. */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true
  const host = req.headers.host ?? 'localhost'
  // connect sets originalUrl when a middleware is mounted on a sub-path
  const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
  const url = new URL(path, `${encrypted ? 'https' : 'http'}://${host}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
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
export function createDemoMiddleware(handlers: RequestHandler[]) {
  return (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): void => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (!isDemoBackendPath(pathname)) {
      next()
      return
    }
    void (async () => {
      const request = await toFetchRequest(req)
      const response = await getResponse(handlers, request)
      if (!response) {
        next()
        return
      }
      await writeFetchResponse(response, res, request.method)
    })().catch((err: unknown) => {
      if (res.headersSent) res.end()
      else next(err)
    })
  }
}
