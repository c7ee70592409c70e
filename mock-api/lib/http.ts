import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { z } from 'zod'
import type { input } from 'zod/v4/core'
import {
  extensionOf,
  resolveApiPath,
  type Endpoint,
  type ErrorCode,
} from '../../src/shared/contract'
import { extensionEnabled } from '../extensions'
import { latencyMs } from '../config'

/** A JSON error answer; thrown from handlers and turned into a response by `route`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    const words = body.detail ?? body.error ?? body.msg
    super(typeof words === 'string' ? words : String(status))
  }
}

/** The error body form of each area: GoTrue's under /auth/v1, `{error}` on /email, else `{detail}`. */
export function errorBody(pathname: string, status: number, code: string, words: string) {
  if (pathname.startsWith('/auth/v1')) return { code: status, error_code: code, msg: words }
  if (pathname.startsWith('/email') || pathname.startsWith('/user_status'))
    return { error: words, code }
  return { detail: words, code }
}

export const rateLimitedWords = (seconds: number) =>
  `Too many attempts, try again in ${seconds} seconds`

/** 429 with Retry-After, in the body form of the path's area (code `rate_limited`). */
export function rateLimited(pathname: string, seconds: number): ApiError {
  return new ApiError(
    429,
    {
      ...errorBody(pathname, 429, 'rate_limited', rateLimitedWords(seconds)),
      retry_after: seconds,
    },
    { 'Retry-After': String(seconds) },
  )
}

/** Throws the 429 when a limiter answered a wait (see limits.ts). */
export function enforce(pathname: string, wait: number | null): void {
  if (wait !== null) throw rateLimited(pathname, wait)
}

/** Headers every demo answer carries (JSON and pages alike), unless the answer set its own. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
}

export function withBaselineHeaders(response: Response): Response {
  if (response.type === 'error') return response
  for (const [name, value] of Object.entries(BASELINE_HEADERS))
    if (!response.headers.has(name)) response.headers.set(name, value)
  return response
}

/** Product API error in the `{detail, code}` form. */
export const detail = (status: number, message: string, code: string): ApiError =>
  new ApiError(status, { detail: message, code })

/**
 * A refusal the endpoint declares: the status comes from the contract, so a handler can only
 * answer with codes its endpoint lists. `style` picks the body field that carries the words.
 */
export function refuse<E extends Endpoint>(
  endpoint: E,
  code: ErrorCode<E>,
  words: string = code,
  style: ErrorStyle = 'detail',
): ApiError {
  const spec = endpoint.errors.find((e) => e.code === code)
  if (!spec) throw new Error(`${code} is not declared for ${endpoint.method} ${endpoint.path}`)
  return new ApiError(spec.status, { [style]: words, code })
}

/** The success answer of an endpoint, typed by its response schema (the wire form). */
export const respond = <E extends Endpoint>(
  endpoint: E,
  data: input<E['response']>,
  status: number = endpoint.status ?? 200,
): Response => HttpResponse.json(data as never, { status })

export type ErrorStyle = 'detail' | 'error'

const INVALID_REQUEST = 'invalid_request'

export interface RouteContext {
  request: Request
  url: URL
  origin: string
  params: Record<string, string>
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all'
type Resolver = (ctx: RouteContext) => Response | Promise<Response>

function toParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value
    else if (Array.isArray(value)) out[key] = value.join('/')
  }
  return out
}

/**
 * Registers a handler for `*<path>` (any origin). Options: `latency` applies DEMO_LATENCY_MS
 * (API and auth calls only). ApiError thrown inside becomes its JSON answer.
 */
export function route(
  method: Method,
  path: string,
  resolver: Resolver,
  options: { latency?: boolean } = {},
): HttpHandler {
  const latency = options.latency ?? true
  return http[method](`*${path}`, async ({ request, params }) => {
    if (latency) {
      const ms = latencyMs()
      if (ms > 0) await delay(ms)
    }
    const url = new URL(request.url)
    try {
      return withBaselineHeaders(
        await resolver({ request, url, origin: url.origin, params: toParams(params) }),
      )
    } catch (err) {
      if (err instanceof ApiError)
        return withBaselineHeaders(
          HttpResponse.json(err.body, { status: err.status, headers: err.headers }),
        )
      console.error('[demo backend] handler failed', err)
      return withBaselineHeaders(
        HttpResponse.json(
          { detail: 'Internal server error', code: 'internal_error' },
          { status: 500 },
        ),
      )
    }
  })
}

/** msw's form of a contract path: '/members/{userId}' → '/api/v1/enterprise/members/:userId'. */
export const mswPath = (endpoint: Endpoint): string =>
  resolveApiPath(endpoint.path).replace(/\{(\w+)\}/g, ':$1')

/** Registers the handler of one contract endpoint, on its method and path. */
export function serve(endpoint: Endpoint, resolver: Resolver): HttpHandler {
  const extension = extensionOf(endpoint)
  return route(endpoint.method, mswPath(endpoint), (ctx) => {
    // Turned off (DEMO_EXTENSIONS): answered as a server without it answers any unknown path.
    if (extension && !extensionEnabled(extension)) throw detail(404, 'Not Found', 'not_found')
    return resolver(ctx)
  })
}

function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  // zod's own messages ("Invalid input…", "Too small…") get the field name; custom ones read on their own
  const generic = /^(Invalid|Too|Expected|Unrecognized)/.test(issue.message)
  const where = generic && issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${where}${issue.message}`
}

/** Reads and validates a JSON body; 400 in the requested error style on failure. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  style: ErrorStyle = 'detail',
): Promise<z.infer<S>> {
  let raw: unknown
  try {
    const text = await request.text()
    raw = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new ApiError(400, { [style]: 'Invalid JSON body', code: INVALID_REQUEST })
  }
  const result = schema.safeParse(raw)
  if (!result.success)
    throw new ApiError(400, { [style]: firstIssueMessage(result.error), code: INVALID_REQUEST })
  return result.data
}

/** Validates query parameters (as a plain object of strings). */
export function readQuery<S extends z.ZodType>(
  url: URL,
  schema: S,
  style: ErrorStyle = 'detail',
): z.infer<S> {
  const result = schema.safeParse(Object.fromEntries(url.searchParams))
  if (!result.success)
    throw new ApiError(400, { [style]: firstIssueMessage(result.error), code: INVALID_REQUEST })
  return result.data
}

/** Reads an HTML form post (urlencoded or multipart) as strings. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  try {
    const form = await request.formData()
    form.forEach((value, key) => {
      if (typeof value === 'string') out[key] = value
    })
  } catch {
    // an empty or malformed form reads as no fields
  }
  return out
}

/** A JSON answer outside the contract (the demo's own pages and controls). */
export const json = (body: unknown, status = 200): Response =>
  HttpResponse.json(body as never, { status })
