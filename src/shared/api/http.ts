import ky, { HTTPError, type Options } from 'ky'
import { safeParse, type $ZodType, type input, type output } from 'zod/v4/core'
import { getConfig } from '@/shared/config'
import { AuthTimeoutError, getAccessToken } from '@/shared/auth'
import { boundedSignal, parseRetryAfter, whenAborted } from '@/shared/lib'
import {
  AUDIT_BATCH_HEADER,
  fillPath,
  resolveApiPath,
  type Endpoint,
  type PathParams,
} from '@/shared/contract'
import { ApiError, UNEXPECTED_ERROR, apiErrorFromBody } from './api-error'
import { noteGet, takeEarlyResponse } from './early-responses'
import { API_TIMEOUT_MS } from './timeout'

export { API_TIMEOUT_MS }

// Query owns retries, so the HTTP layer never retries. The time bound is api()'s own: ky's ends
// once the headers arrive, and a body that stalls after them would wait forever.
const client = ky.create({
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        if (request.method === 'GET') noteGet(request.url)
        const token = await getAccessToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
        // A call index.html already started for this page (src/app/boot/early-data.js) is not sent twice.
        return takeEarlyResponse(request)
      },
    ],
  },
})

type Query = Record<string, string | number | boolean | undefined>

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null)
    const retryAfter = parseRetryAfter(error.response.headers.get('Retry-After'))
    return apiErrorFromBody(error.response.status, body, retryAfter)
  }
  // The token lookup (in the request hook) is bounded by the auth layer.
  if (error instanceof AuthTimeoutError)
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
export type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal
  /** The bulk run this call is a row of: its events share a batch id (AUDIT-5). */
  batch?: string
} & ([PathParams<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<E['path']>, string> }) &
  (E['query'] extends $ZodType ? { query: input<Schema<E['query']>> } : { query?: never }) &
  (E['body'] extends $ZodType ? { body: input<Schema<E['body']>> } : { body?: never })

export type ApiResult<E extends Endpoint> = output<E['response']>

type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]

function requestUrl(endpoint: Endpoint, opts: { params?: Record<string, string>; query?: Query }) {
  const path = resolveApiPath(fillPath(endpoint.path, opts.params))
  const query = cleanQuery(opts.query)
  return `${getConfig().apiUrl}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`
}

/** The URL a call of `endpoint` fetches: API origin, path and query, as `api` sends it. */
export function apiRequestUrl<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): string {
  return requestUrl(endpoint, (options ?? {}) as { params?: Record<string, string>; query?: Query })
}

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
    batch?: string
  }
  // One deadline for the whole call, headers and body; the caller's signal still cancels it.
  const deadline = boundedSignal(API_TIMEOUT_MS, opts.signal)
  const kyOptions: Options = { method: endpoint.method, signal: deadline.signal }
  if (opts.body !== undefined) kyOptions.json = opts.body
  if (opts.batch) kyOptions.headers = { [AUDIT_BATCH_HEADER]: opts.batch }
  let text: string
  try {
    const response = await client(requestUrl(endpoint, opts), kyOptions)
    // Aborting cancels the body in browsers; the race also ends reads that do not heed it.
    text = await Promise.race([response.text(), whenAborted(deadline.signal)])
  } catch (error) {
    if (deadline.expired())
      throw new ApiError(UNEXPECTED_ERROR, 500, undefined, { kind: 'timeout' })
    throw await toApiError(error)
  } finally {
    deadline.release()
  }
  let body: unknown
  try {
    // A text answer (a CSV export) is its own body; its schema still checks it.
    body = endpoint.produces ? text : text === '' ? null : JSON.parse(text)
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
