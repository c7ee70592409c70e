import { hasErrorCode } from '@/shared/api'

/** The organisation has no identity provider yet: "set it up first", not a failure. */
export const isSsoNotConfigured = (error: unknown): boolean =>
  hasErrorCode(error, 'sso_not_configured')
