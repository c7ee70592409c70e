import { isEnterprise, type Organisation } from '@/entities/organisation'

export const UPGRADE_MESSAGES = {
  title: 'Upgrade to Enterprise',
  features: ['Zero data retention', 'SSO / SAML auth', 'Org-wide data controls'],
  defaultRequest: 'We should upgrade to an Enterprise plan',
  sent: 'Successfully sent message to admins',
  failed: 'Failed to contact admins, please try again later or contact support',
} as const

/** SPEC §4: hidden for good once dismissed (or requested / viewed), and on Enterprise. */
export const showUpgradePrompt = (
  org: Pick<Organisation, 'subscription'> | null,
  dismissed: boolean,
): boolean => !!org && !dismissed && !isEnterprise(org)
