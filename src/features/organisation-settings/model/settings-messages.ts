import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** The SPEC's exact strings for the Organization tab (§6, §8). */
export const SETTINGS_MESSAGES = {
  detailsUpdated: 'Updated organization details',
  detailsFailed: 'Failed to update organization details',
  settingsFailed: 'Failed to update organization settings',
  nameRequired: ORGANISATION_MESSAGES.nameRequired,
} as const
