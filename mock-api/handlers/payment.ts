import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { PLAN_CODES, PLAN_INFO, TEAMS_MIN_SEATS } from '../config'
import { db } from '../db'
import { switchPlan } from '../billing'
import { detail, json, readJson, route } from '../lib/http'
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
  route(
    'post',
    '/api/v1/payment/create_enterprise_checkout_session',
    async ({ request, origin }) => {
      const user = requireUser(request)
      const org = requireAdmin(user)
      const { plan, seats } = await readJson(request, checkoutBody)
      if (PLAN_INFO[plan].label === 'Teams' && seats < TEAMS_MIN_SEATS)
        throw detail(400, `The Teams plan requires at least ${TEAMS_MIN_SEATS} seats`)
      const id = `cs_demo_${randomBytes(12).toString('hex')}`
      db.checkouts.set(id, { id, orgId: org.id, plan, seats, returnOrigin: origin, state: 'open' })
      return json({ url: `${origin}/demo/checkout?session=${id}` })
    },
  ),

  route('get', '/api/v1/payment/enterprise-portal', ({ request, origin }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    if (!org.subscription) throw detail(404, 'No subscription')
    return json({ url: `${origin}/demo/billing-portal?org=${encodeURIComponent(org.id)}` })
  }),

  route('post', '/api/v1/payment/enterprise/switch-plan', async ({ request }) => {
    const user = requireUser(request)
    const org = requireAdmin(user)
    const { plan } = await readJson(request, switchBody)
    if (org.subscription?.status !== 'active') throw detail(400, 'The subscription is not active')
    switchPlan(org, plan)
    return json(subscriptionView(org))
  }),
]
