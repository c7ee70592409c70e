import type { HttpHandler } from 'msw'
import { authHandlers } from './handlers/auth'
import { capabilityHandlers } from './handlers/capabilities'
import { catalogHandlers } from './handlers/catalog'
import { crossSiteHandlers } from './handlers/cross-site'
import { fallbackHandlers } from './handlers/fallback'
import { DEMO_FEATURES } from './features'
import { faultHandlers } from './handlers/faults'
import { gateHandlers } from './handlers/gate'
import { memberHandlers } from './handlers/members'
import { notificationHandlers } from './handlers/notifications'
import { organisationHandlers } from './handlers/organisation'
import { billingPageHandlers } from './handlers/pages/billing'
import { indexPageHandlers } from './handlers/pages/index-page'
import { mailboxHandlers } from './handlers/pages/mailbox'
import { providerPageHandlers } from './handlers/pages/providers'
import { ssoPortalHandlers } from './handlers/pages/sso-portal'
import { paymentHandlers } from './handlers/payment'
import { userHandlers } from './handlers/user'
import { resetDemo } from './reset'

/**
 * The demo backend: product API, auth service (Supabase Auth subset) and demo pages as msw handlers.
 * Used by msw/node in tests and by the Vite plugin (vite-plugin.ts) in `npm start` / `npm run preview`.
 */
export const handlers: HttpHandler[] = [
  ...crossSiteHandlers,
  ...gateHandlers,
  ...faultHandlers,
  ...authHandlers,
  ...userHandlers,
  ...capabilityHandlers,
  ...organisationHandlers,
  ...memberHandlers,
  ...paymentHandlers,
  ...notificationHandlers,
  ...catalogHandlers,
  ...DEMO_FEATURES.flatMap((feature) => feature.handlers),
  ...providerPageHandlers,
  ...billingPageHandlers,
  ...ssoPortalHandlers,
  ...mailboxHandlers,
  ...indexPageHandlers,
  ...fallbackHandlers,
]

export { resetDemo }

resetDemo()
