/** The other-users-on-your-domain tab's wording. */
export const DOMAIN_USERS_MESSAGES = {
  domainUsersFailed: 'Failed to get domain users',
} as const
