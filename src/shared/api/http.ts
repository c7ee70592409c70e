import { safeParse, type $ZodType, type input, type output } from 'zod/v4/core'
import { getConfig } from '@/shared/config'
import { AuthTimeoutError, getAccessToken } from '@/shared/auth'
import { parseRetryAfter } from '@/shared/lib'
import { fillPath, resolveApiPath, type Endpoint, type PathParams } from '@/shared/contract'
import { ApiError, UNEXPECTED_ERROR, apiErrorFromBody } from './api-error'

export const API_TIMEOUT_MS = 20_000

class ApiTimeoutError extends Error {}

/**
 * One request on the platform's fetch (no client library: this file ships in the first load):
 * the bearer token when signed in, aborted after API_TIMEOUT_MS. Query owns retries.
 */
async function send(url: string, init: RequestInit, signal: AbortSignal | undefined) {
  const token = await getAccessToken()
  const headers = new Headers(init.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const controller = new AbortController()
  const onAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) onAbort()
  signal?.addEventListener('abort', onAbort, { once: true })
  let timedOut = false
  // A plain timer (not AbortSignal.timeout) so tests can drive it with fake timers.
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, API_TIMEOUT_MS)
  try {
    return await fetch(url, { ...init, headers, signal: controller.signal })
  } catch (error) {
    throw timedOut ? new ApiTimeoutError() : error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

type Query = Record<string, string | number | boolean | undefined>

async function refusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'))
  return apiErrorFromBody(response.status, body, retryAfter)
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  // The token lookup (before the request's own timeout starts) is bounded too.
  if (error instanceof ApiTimeoutError || error instanceof AuthTimeoutError)
    return new ApiError(UNEXPECTED_ERROR, 500, undefined, { kind: 'timeout' })
  // Network failures and aborted calls.
  return new ApiError(UNEXPECTED_ERROR, 500, undefined, { kind: 'network' })
}

function cleanQuery(q: Query | undefined): Record<string, string> | undefined {
  if (!q) return undefined
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(q)) if (v !== undefined) out[k] = String(v)
  return out
}

type Schema<S> = S extends $ZodType ? S : never

/** What a call needs besides the endpoint: its path parameters, query and body when it has them. */
export type CallOptions<E extends Endpoint> = { signal?: AbortSignal } & ([
  PathParams<E['path']>,
] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<E['path']>, string> }) &
  (E['query'] extends $ZodType ? { query: input<Schema<E['query']>> } : { query?: never }) &
  (E['body'] extends $ZodType ? { body: input<Schema<E['body']>> } : { body?: never })

export type ApiResult<E extends Endpoint> = output<E['response']>

type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]

/**
 * The product API client: calls an endpoint of the contract and checks the answer with its
 * response schema. Every failure is an ApiError with its kind.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ApiResult<E>> {
  const opts = (options ?? {}) as {
    params?: Record<string, string>
    query?: Query
    body?: unknown
    signal?: AbortSignal
  }
  const path = resolveApiPath(fillPath(endpoint.path, opts.params))
  const searchParams = cleanQuery(opts.query)
  const query = searchParams ? `?${new URLSearchParams(searchParams).toString()}` : ''
  const init: RequestInit = { method: endpoint.method.toUpperCase() }
  if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body)
    init.headers = { 'Content-Type': 'application/json' }
  }
  let text: string
  try {
    const response = await send(`${getConfig().apiUrl}${path}${query}`, init, opts.signal)
    if (!response.ok) throw await refusal(response)
    text = await response.text()
  } catch (error) {
    throw toApiError(error)
  }
  let body: unknown
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    throw new ApiError(UNEXPECTED_ERROR, 500, 'invalid_response', { kind: 'parse' })
  }
  const parsed = safeParse(endpoint.response, body)
  if (!parsed.success)
    throw new ApiError(UNEXPECTED_ERROR, 500, 'invalid_response', {
      kind: 'parse',
      issues: parsed.error.issues,
    })
  return parsed.data as ApiResult<E>
}
