import type { $ZodIssue } from 'zod/v4/core'
import { authRetryAfter, isAuthError } from '@/shared/auth'
import { rateLimitedText } from '@/shared/lib'

export const UNEXPECTED_ERROR = 'An unexpected error occurred'

/** How a call failed: no answer, too slow, a refusal, or an answer of the wrong form. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse'

type ApiErrorOptions = {
  kind?: ApiErrorKind
  code?: string | undefined
  issues?: readonly $ZodIssue[] | undefined
  retryAfter?: number | undefined
}

/** The code of a 429 answer, whatever its body says. */
export const RATE_LIMITED = 'rate_limited'

/** The one error type every product API call throws (HTTP-3, HTTP-4). */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string | undefined
  readonly kind: ApiErrorKind
  /** The server's machine-readable refusal (the body's `code`). */
  readonly code: string | undefined
  /** What did not match the contract, when kind is 'parse'. */
  readonly issues: readonly $ZodIssue[] | undefined
  /** Seconds to wait before trying again (a 429's Retry-After). */
  readonly retryAfter: number | undefined
  constructor(message: string, status = 500, detail?: string, options: ApiErrorOptions = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.kind = options.kind ?? 'http'
    this.code = options.code
    this.issues = options.issues
    this.retryAfter = options.retryAfter
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** True when the error is the server's refusal with that code. */
export const hasErrorCode = (e: unknown, code: string): boolean => isApiError(e) && e.code === code

const CODE = /^[a-z][a-z0-9_]*$/

const firstString = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')

/** Reads message, detail or error (and the code) from a failed response's JSON body. */
export function apiErrorFromBody(status: number, body: unknown, retryAfter?: number): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  if (status === 429)
    return new ApiError(
      rateLimitedText(retryAfter),
      429,
      firstString(b.detail, b.error, b.message),
      {
        kind: 'http',
        code: RATE_LIMITED,
        retryAfter,
      },
    )
  const message = firstString(b.message, b.detail, b.error, b.msg) ?? UNEXPECTED_ERROR
  return new ApiError(message, status || 500, firstString(b.detail, b.error, b.message), {
    kind: 'http',
    // The real API names its invitation refusals in `error` ('invitation_exists'), not `code`.
    code:
      firstString(b.code) ??
      (typeof b.error === 'string' && CODE.test(b.error) ? b.error : undefined),
  })
}

/**
 * HTTP-9: "Too many attempts, try again in N seconds" for a 429 from the API or the auth
 * service; undefined for any other error, so a feature falls back to its own message.
 */
export function rateLimitMessage(error: unknown): string | undefined {
  if (isApiError(error)) return error.code === RATE_LIMITED ? error.message : undefined
  if (isAuthError(error) && (error as { status?: unknown }).status === 429)
    return rateLimitedText(authRetryAfter())
  return undefined
}
