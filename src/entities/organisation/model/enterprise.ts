import { productInfo } from '@/entities/plan'
import type { Organisation } from '@/shared/contract'

// Apart from the gate's rules: the plan table it reads stays out of /login's first load.
/** Enterprise as the API sees it: a Business product that is active, past due or trialing. */
export function isEnterprise(org: Pick<Organisation, 'subscription'>): boolean {
  const sub = org.subscription
  return (
    productInfo(sub?.productName)?.plan === 'enterprise' &&
    (sub?.status === 'active' || sub?.status === 'past_due' || sub?.status === 'trialing')
  )
}
