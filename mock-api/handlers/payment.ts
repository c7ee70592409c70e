import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { PLAN_CODES, PLAN_INFO, portalOrigin, TEAMS_MIN_SEATS } from '../config'
import { db } from '../db'
import { switchPlan } from '../billing'
import { endpoints as e } from '../../src/shared/contract'
import { readJson, refuse, respond, serve } from '../lib/http'
import { recordAudit } from '../audit/audit-store'
import { SUBSCRIPTION_TARGET } from '../audit/audit-targets'
import { mintPortalLink } from '../portal-links'
import { subscriptionView } from '../views'
import { requireAdmin, requireUser } from './guards'

/** Payment API: checkout session, billing portal link and plan switch. */

const planSchema = z.enum(PLAN_CODES, { message: 'Unknown plan' })
const checkoutBody = z.object({
  plan: planSchema,
  seats: z
    .number({ message: 'seats must be a number' })
    .int('seats must be a whole number')
    .min(1)
    .max(100_000),
})
const switchBody = z.object({ plan: planSchema })

export const paymentHandlers = [
  serve(e.createCheckoutSession, async ({ request, origin }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const { plan, seats } = await readJson(request, checkoutBody)
    if (PLAN_INFO[plan].label === 'Teams' && seats < TEAMS_MIN_SEATS)
      throw refuse(
        e.createCheckoutSession,
        'seat_minimum',
        `The Teams plan requires at least ${TEAMS_MIN_SEATS} seats`,
      )
    const id = `cs_demo_${randomBytes(12).toString('hex')}`
    const returnOrigin = portalOrigin(request, origin)
    db.checkouts.set(id, { id, orgId: org.id, plan, seats, returnOrigin, state: 'open' })
    recordAudit(org, user, request, {
      action: 'billing.checkout_started',
      target: SUBSCRIPTION_TARGET,
      metadata: { plan, seats: String(seats) },
    })
    return respond(e.createCheckoutSession, { url: `${origin}/demo/checkout?session=${id}` })
  }),

  serve(e.billingPortal, ({ request, origin }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    if (!org.subscription) throw refuse(e.billingPortal, 'no_subscription', 'No subscription')
    return respond(e.billingPortal, { url: mintPortalLink('billing', org, user, origin) })
  }),

  serve(e.switchPlan, async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const { plan } = await readJson(request, switchBody)
    if (org.subscription?.status !== 'active')
      throw refuse(e.switchPlan, 'subscription_inactive', 'The subscription is not active')
    const before = org.subscription.productName
    switchPlan(org, plan)
    recordAudit(org, user, request, {
      action: 'billing.plan_switched',
      target: SUBSCRIPTION_TARGET,
      changes: { plan: { before, after: plan } },
    })
    const subscription = subscriptionView(org)
    if (!subscription) throw new Error('switchPlan left no subscription')
    return respond(e.switchPlan, subscription)
  }),
]
