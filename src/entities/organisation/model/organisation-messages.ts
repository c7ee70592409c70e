import { LOCK_MESSAGES } from './control-lock'

/** Wording about the organisation that several features show. */
export const ORGANISATION_MESSAGES = {
  nameRequired: 'Please enter an organization name',
  adminOnly: LOCK_MESSAGES.adminOnly,
  upgradeToUse: LOCK_MESSAGES.upgradeToUse,
  contacted: 'Successfully sent message to admins',
  contactFailed: 'Failed to contact admins, please try again later or contact support',
} as const
