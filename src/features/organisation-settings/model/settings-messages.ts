import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** The exact strings for the Organization tab (ACCESS-2, ACCESS-4, ORG-2, ORG-3, ORG-6, SSO-2 to SSO-4, BAA-4). */
export const SETTINGS_MESSAGES = {
  detailsUpdated: 'Updated organization details',
  detailsFailed: 'Failed to update organization details',
  settingsFailed: 'Failed to update organization settings',
  nameRequired: ORGANISATION_MESSAGES.nameRequired,
} as const
