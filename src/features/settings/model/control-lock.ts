import { isAdmin, isEnterprise, type Organisation } from '@/entities/organisation'
import { SETTINGS_MESSAGES } from './settings-messages'

export type ControlLock = {
  locked: boolean
  /** Why the control is read-only (the tooltip), or null when it is editable. */
  reason: string | null
  /** Locked because of the plan: show the Enterprise tag that links to billing. */
  needsEnterprise: boolean
}

/**
 * SPEC §6: admins only; Enterprise-only controls also need the plan. Admin comes first: a member
 * cannot act on an upgrade either.
 */
export function controlLock(
  org: Pick<Organisation, 'subscription' | 'userRole'>,
  options: { enterpriseOnly: boolean; feature?: boolean },
): ControlLock {
  const needsEnterprise = options.enterpriseOnly && !isEnterprise(org)
  if (!isAdmin(org)) return { locked: true, reason: SETTINGS_MESSAGES.adminOnly, needsEnterprise }
  if (needsEnterprise)
    return {
      locked: true,
      reason: options.feature ? SETTINGS_MESSAGES.upgradeToUse : SETTINGS_MESSAGES.upgradeToModify,
      needsEnterprise,
    }
  return { locked: false, reason: null, needsEnterprise: false }
}
