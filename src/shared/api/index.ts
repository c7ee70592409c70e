export { api, API_TIMEOUT_MS } from './http'
export type { ApiResult, CallOptions } from './http'
export {
  ApiError,
  isApiError,
  hasErrorCode,
  apiErrorFromBody,
  rateLimitMessage,
  RATE_LIMITED,
  UNEXPECTED_ERROR,
} from './api-error'
export type { ApiErrorKind } from './api-error'
export { resolveApiPath } from '@/shared/contract'
