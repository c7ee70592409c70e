export { http, API_TIMEOUT_MS } from './http'
export { ApiError, isApiError, apiErrorFromBody, UNEXPECTED_ERROR } from './api-error'
export { resolveApiPath } from './resolve-path'
