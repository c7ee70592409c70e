export { api, API_TIMEOUT_MS } from './http'
export { ApiError, isApiError, hasErrorCode, rateLimitMessage } from './api-error'
export { resolveApiPath } from '@/shared/contract'
