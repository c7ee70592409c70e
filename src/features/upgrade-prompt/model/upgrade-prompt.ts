import type { Organisation } from '@/entities/organisation'
import { productInfo } from '@/entities/plan'

export const UPGRADE_MESSAGES = {
  title: 'Upgrade to Enterprise',
  features: ['Zero data retention', 'SSO / SAML auth', 'Org-wide data controls'],
  defaultRequest: 'We should upgrade to an Enterprise plan',
  sent: 'Successfully sent message to admins',
  failed: 'Failed to contact admins, please try again later or contact support',
} as const

/** Enterprise as the API sees it: a Business product that is active, past due or trialing. */
export function isEnterprise(org: Pick<Organisation, 'subscription'>): boolean {
  const sub = org.subscription
  return (
    productInfo(sub?.productName)?.plan === 'enterprise' &&
    (sub?.status === 'active' || sub?.status === 'past_due' || sub?.status === 'trialing')
  )
}

/** SPEC §4: hidden for good once dismissed (or requested / viewed), and on Enterprise. */
export const showUpgradePrompt = (
  org: Pick<Organisation, 'subscription'> | null,
  dismissed: boolean,
): boolean => !!org && !dismissed && !isEnterprise(org)
