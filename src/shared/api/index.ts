export { api, API_TIMEOUT_MS } from './http'
export { ApiError, isApiError, hasErrorCode } from './api-error'
export { resolveApiPath } from '@/shared/contract'
