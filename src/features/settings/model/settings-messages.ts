import { ORGANISATION_MESSAGES } from '@/entities/organisation'

/** The SPEC's exact strings for the Organization tab (§6, §8). */
export const SETTINGS_MESSAGES = {
  detailsUpdated: 'Updated organization details',
  detailsFailed: 'Failed to update organization details',
  settingsFailed: 'Failed to update organization settings',
  organisationFailed: 'Failed to update organization',
  nameRequired: ORGANISATION_MESSAGES.nameRequired,
  adminOnly: ORGANISATION_MESSAGES.adminOnly,
  upgradeToModify: 'Upgrade to Enterprise plan to modify this',
  upgradeToUse: ORGANISATION_MESSAGES.upgradeToUse,
  ssoSetupFirst: 'Please complete SSO setup first',
  ssoConnectFailed: 'Failed to connect to SSO provider',
  ssoSetupFailed: 'Failed to set up SSO. Please try again.',
  ssoConnected: 'Successfully connected to SSO provider',
  ssoInlineFailure:
    'Failed to connect to SSO provider. Please check your configuration and try again.',
  baaSigned: 'Signed the HIPAA BAA',
} as const
