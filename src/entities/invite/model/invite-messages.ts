import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** What an invitation, or a request to the admins, says once it is answered. */
export const INVITE_RESULT_MESSAGES = {
  invited: 'Invited! You will be billed for 1 extra user',
  contacted: ORGANISATION_MESSAGES.contacted,
  contactFailed: ORGANISATION_MESSAGES.contactFailed,
} as const
