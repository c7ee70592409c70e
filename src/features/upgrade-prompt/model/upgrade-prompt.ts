import { ORGANISATION_MESSAGES, isEnterprise, type Organisation } from '@/entities/organisation'
import { ENTERPRISE_FEATURES } from '@/entities/plan'

export const UPGRADE_MESSAGES = {
  title: 'Upgrade to Enterprise',
  features: ENTERPRISE_FEATURES,
  defaultRequest: 'We should upgrade to an Enterprise plan',
  sent: ORGANISATION_MESSAGES.contacted,
  failed: ORGANISATION_MESSAGES.contactFailed,
} as const

/** SPEC §4: hidden for good once dismissed (or requested / viewed), and on Enterprise. */
export const showUpgradePrompt = (
  org: Pick<Organisation, 'subscription'> | null,
  dismissed: boolean,
): boolean => !!org && !dismissed && !isEnterprise(org)
