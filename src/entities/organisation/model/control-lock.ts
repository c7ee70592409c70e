import { isEnterprise } from './enterprise'
import { isAdmin } from './organisation-rules'
import type { Organisation } from '@/shared/contract'

/** Why a control is read-only. */
export const LOCK_MESSAGES = {
  adminOnly: 'Only organization administrators can modify this',
  upgradeToModify: 'Upgrade to Enterprise plan to modify this',
  upgradeToUse: 'Upgrade to Enterprise plan to use this feature',
} as const

export type ControlLock = {
  locked: boolean
  /** Why the control is read-only (the tooltip), or null when it is editable. */
  reason: string | null
  /** Locked because of the plan: show the Enterprise tag that links to billing. */
  needsEnterprise: boolean
}

/**
 * ACCESS-2, ACCESS-4, ACCESS-5: admins only; Enterprise-only controls also need the plan. Admin comes first: a member
 * cannot act on an upgrade either.
 */
export function controlLock(
  org: Pick<Organisation, 'subscription' | 'userRole'>,
  options: { enterpriseOnly: boolean; feature?: boolean },
): ControlLock {
  const needsEnterprise = options.enterpriseOnly && !isEnterprise(org)
  if (!isAdmin(org)) return { locked: true, reason: LOCK_MESSAGES.adminOnly, needsEnterprise }
  if (needsEnterprise)
    return {
      locked: true,
      reason: options.feature ? LOCK_MESSAGES.upgradeToUse : LOCK_MESSAGES.upgradeToModify,
      needsEnterprise,
    }
  return { locked: false, reason: null, needsEnterprise: false }
}
