import { isApiError } from '@/shared/api'

/** SSO-3: connect answering 400 (whatever its body) means no identity provider yet. */
export const isSsoNotConfigured = (error: unknown): boolean =>
  isApiError(error) && error.status === 400
