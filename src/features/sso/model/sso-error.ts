import { isApiError } from '@/shared/api'

/** SPEC §8: connect answering 400 means no identity provider yet ("set it up first"), whatever its body. */
export const isSsoNotConfigured = (error: unknown): boolean =>
  isApiError(error) && error.status === 400
