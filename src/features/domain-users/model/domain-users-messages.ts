import { DOMAIN_MESSAGES } from '@/entities/domain'

/** The other-users-on-your-domain tab's wording. */
export const DOMAIN_USERS_MESSAGES = {
  domainUsersFailed: DOMAIN_MESSAGES.usersFailed,
} as const
