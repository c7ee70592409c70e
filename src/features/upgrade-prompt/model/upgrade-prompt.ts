import { ORGANISATION_MESSAGES, isEnterprise, type Organisation } from '@/entities/organisation'
import * as z from 'zod/mini'
import { ENTERPRISE_FEATURES } from '@/entities/plan'
import { LIMITS } from '@/shared/contract'
import { maxChars } from '@/shared/lib'

export const UPGRADE_MESSAGES = {
  title: 'Upgrade to Enterprise',
  features: ENTERPRISE_FEATURES,
  defaultRequest: 'We should upgrade to an Enterprise plan',
  sent: ORGANISATION_MESSAGES.contacted,
  failed: ORGANISATION_MESSAGES.contactFailed,
} as const

/** UPG-4: hidden for good once dismissed (or requested / viewed), and on Enterprise. */
export const showUpgradePrompt = (
  org: Pick<Organisation, 'subscription'> | null,
  dismissed: boolean,
): boolean => !!org && !dismissed && !isEnterprise(org)

/** The request to the admins: free text within the server's limit (blank sends the default). */
export const upgradeRequestSchema = z.object({
  message: z.string().check(maxChars(LIMITS.contactAdminMessage)),
})
