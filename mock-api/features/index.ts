import type { DemoFeature } from './demo-feature'
import { auditLogDemo } from './audit-log'
import { usageDemo } from './usage'
import { inviteLinkDemo } from './invite-link'
import { directorySyncDemo } from './directory-sync'
import { domainVerificationDemo } from './domain-verification'

/**
 * The generated features of the demo backend (`npm run new:feature` adds each): index.ts serves
 * their handlers and resetDemo reloads their tables.
 */
export const DEMO_FEATURES: readonly DemoFeature[] = [
  auditLogDemo,
  usageDemo,
  inviteLinkDemo,
  directorySyncDemo,
  domainVerificationDemo,
]
