import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { ADMIN, err, INVALID, TOO_LARGE } from '../errors'
import { PLAN_CODE_VALUES } from '../plan-codes'
import { subscriptionSchema, urlAnswerSchema } from '../schemas'

const planSchema = z.enum(PLAN_CODE_VALUES)

/** Plans, checkout and the billing portal. */
export const paymentEndpoints = {
  // --- Payment ---
  createCheckoutSession: defineEndpoint({
    method: 'post',
    path: '/api/v1/payment/create_enterprise_checkout_session',
    summary: 'A checkout page for a plan and a number of seats',
    auth: 'admin',
    body: z.object({ plan: planSchema, seats: z.number().check(z.int(), z.positive()) }),
    response: urlAnswerSchema,
    errors: [
      ...ADMIN,
      INVALID,
      err(400, 'seat_minimum', 'Fewer seats than the Teams minimum (3)'),
      TOO_LARGE,
    ],
  }),
  billingPortal: defineEndpoint({
    method: 'get',
    path: '/api/v1/payment/enterprise-portal',
    summary: 'A link to the billing portal',
    auth: 'admin',
    response: urlAnswerSchema,
    errors: [...ADMIN, err(404, 'no_subscription', 'The organisation has no subscription')],
  }),
  switchPlan: defineEndpoint({
    method: 'post',
    path: '/api/v1/payment/enterprise/switch-plan',
    summary: 'Moves an active subscription to another plan',
    auth: 'admin',
    body: z.object({ plan: planSchema }),
    response: subscriptionSchema,
    errors: [
      ...ADMIN,
      INVALID,
      err(400, 'subscription_inactive', 'The subscription is not active'),
      TOO_LARGE,
    ],
  }),
} as const
