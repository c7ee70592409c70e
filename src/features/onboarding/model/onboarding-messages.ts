import { DOMAIN_MESSAGES } from '@/entities/domain'
import { INVITE_MESSAGES } from '@/entities/invite'
import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** START-1 to START-9: the exact wording people see during onboarding. */
export const ONBOARDING_MESSAGES = {
  statusFailed: 'Failed to get team domain status',
  domainUsersFailed: DOMAIN_MESSAGES.usersFailed,
  nameRequired: ORGANISATION_MESSAGES.nameRequired,
  invalidEmail: INVITE_MESSAGES.invalidEmail,
  emailRequired: 'At least one email is required',
  created: 'Created organization',
  publicDomain: 'Cannot create organization with a public domain',
  createFailed: 'Failed to create organization',
  requestSent: 'Successfully sent message to admins to add you to the team',
  contactFailed: ORGANISATION_MESSAGES.contactFailed,
  // Beyond the spec: joining directly when the team adds users by domain.
  joinFailed: 'Failed to join the team, please try again or request to join',
} as const
