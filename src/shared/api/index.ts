export { api, apiRequestUrl, API_TIMEOUT_MS } from './http'
export { recordGets, rememberEarlyCalls } from './early-responses'
export { ApiError, isApiError, hasErrorCode, rateLimitMessage, UNEXPECTED_ERROR } from './api-error'
export { resolveApiPath } from '@/shared/contract'
