/** Wording about the organisation that several features show. */
export const ORGANISATION_MESSAGES = {
  nameRequired: 'Please enter an organization name',
  adminOnly: 'Only organization administrators can modify this',
  upgradeToUse: 'Upgrade to Enterprise plan to use this feature',
  contactFailed: 'Failed to contact admins, please try again later or contact support',
} as const
