import type { Organisation } from '@/entities/organisation'
import type { PlanId } from '@/entities/plan'

/**
 * BILL-8 (override): a direct switch is confirmed only when it leaves Enterprise, which drops its
 * compliance features (zero data retention, SSO, the BAA's coverage) in one click.
 */
export const dropsEnterprise = (current: PlanId | undefined, card: PlanId): boolean =>
  current === 'enterprise' && card !== 'enterprise'

/** The Enterprise features this organisation uses now, named as the portal names them. */
export function enterpriseFeaturesInUse(org: Organisation): string[] {
  const { settings } = org
  return [
    settings.zdr ? 'Zero data retention' : null,
    settings.localDataDelete ? 'Auto-delete local data' : null,
    settings.enforceSSO || org.workosProvider ? 'SSO / SAML auth' : null,
    org.hipaaBaaSigned ? 'HIPAA BAA coverage' : null,
  ].filter((name): name is string => name !== null)
}
