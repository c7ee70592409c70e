/** Wording about the caller's e-mail domain that several features show. */
export const DOMAIN_MESSAGES = {
  usersFailed: 'Failed to get domain users',
} as const
