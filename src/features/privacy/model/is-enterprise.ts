import type { Organisation } from '@/entities/organisation'
import { productInfo } from '@/entities/plan'

export const UPGRADE_TO_USE = 'Upgrade to Enterprise plan to use this feature'

/** Enterprise as the API sees it: a Business product that is active, past due or trialing. */
export function isEnterprise(org: Pick<Organisation, 'subscription'>): boolean {
  const sub = org.subscription
  return (
    productInfo(sub?.productName)?.plan === 'enterprise' &&
    (sub?.status === 'active' || sub?.status === 'past_due' || sub?.status === 'trialing')
  )
}
