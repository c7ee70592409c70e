/** SPEC §5 and §8 (organisation, team): the exact wording people see during onboarding. */
export const ONBOARDING_MESSAGES = {
  statusFailed: 'Failed to get team domain status',
  domainUsersFailed: 'Failed to get domain users',
  nameRequired: 'Please enter an organization name',
  invalidEmail: 'Please enter a valid email',
  emailRequired: 'At least one email is required',
  created: 'Created organization',
  publicDomain: 'Cannot create organization with a public domain',
  createFailed: 'Failed to create organization',
  requestSent: 'Successfully sent message to admins to add you to the team',
  contactFailed: 'Failed to contact admins, please try again later or contact support',
  // Beyond the spec: joining directly when the team adds users by domain.
  joinFailed: 'Failed to join the team, please try again or request to join',
} as const

/** The API's detail for a public e-mail domain (SPEC §8). */
export const FORBIDDEN_DOMAIN_DETAIL = '400: Forbidden domain'
