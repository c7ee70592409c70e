export const UNEXPECTED_ERROR = 'An unexpected error occurred'

/** The one error type every product API call throws (SPEC §8). */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string | undefined
  constructor(message: string, status = 500, detail?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

const firstString = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')

/** Reads message, detail or error from a failed response's JSON body. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const message = firstString(b.message, b.detail, b.error, b.msg) ?? UNEXPECTED_ERROR
  return new ApiError(message, status || 500, firstString(b.detail, b.error, b.message))
}
