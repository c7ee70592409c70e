import ky, { HTTPError, type Options } from 'ky'
import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { getConfig } from '@/shared/config'
import { getAccessToken } from '@/shared/auth'
import { ApiError, UNEXPECTED_ERROR, apiErrorFromBody } from './api-error'
import { resolveApiPath } from './resolve-path'

export const API_TIMEOUT_MS = 20_000

// Query owns retries, so the HTTP layer never retries.
const client = ky.create({
  timeout: API_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request) => {
        const token = await getAccessToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
    ],
  },
})

type Query = Record<string, string | number | boolean | undefined>

type RequestOptions = { searchParams?: Query; json?: unknown; signal?: AbortSignal }

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null)
    return apiErrorFromBody(error.response.status, body)
  }
  // Network failures, timeouts, aborted or malformed answers.
  return new ApiError(UNEXPECTED_ERROR, 500)
}

function cleanQuery(q: Query | undefined): Record<string, string> | undefined {
  if (!q) return undefined
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(q)) if (v !== undefined) out[k] = String(v)
  return out
}

async function request<S extends $ZodType>(
  method: 'get' | 'post' | 'patch' | 'put' | 'delete',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<output<S>> {
  const url = `${getConfig().apiUrl}${resolveApiPath(path)}`
  const kyOptions: Options = { method, signal: options.signal }
  const searchParams = cleanQuery(options.searchParams)
  if (searchParams) kyOptions.searchParams = searchParams
  if (options.json !== undefined) kyOptions.json = options.json
  let body: unknown
  try {
    const response = await client(url, kyOptions)
    const text = await response.text()
    body = text === '' ? null : JSON.parse(text)
  } catch (error) {
    throw await toApiError(error)
  }
  const parsed = safeParse(schema, body)
  if (!parsed.success) throw new ApiError(UNEXPECTED_ERROR, 500, 'invalid_response')
  return parsed.data
}

/** The product API client: every answer is checked by the given zod schema. */
export const http = {
  get: <S extends $ZodType>(path: string, schema: S, o?: RequestOptions) =>
    request('get', path, schema, o),
  post: <S extends $ZodType>(path: string, schema: S, o?: RequestOptions) =>
    request('post', path, schema, o),
  patch: <S extends $ZodType>(path: string, schema: S, o?: RequestOptions) =>
    request('patch', path, schema, o),
  delete: <S extends $ZodType>(path: string, schema: S, o?: RequestOptions) =>
    request('delete', path, schema, o),
}
