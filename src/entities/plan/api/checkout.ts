import * as z from 'zod/mini'
import { http } from '@/shared/api'
import { getConfig } from '@/shared/config'
import { safeRedirectUrl } from '@/shared/lib'
import { CHECKOUT_SEATS, planCode, type PlanId, type Schedule } from '../model/plans'

export const CHECKOUT_FAILED = 'Failed to connect to Stripe'

const urlAnswer = z.object({ url: z.string() })

/**
 * Creates a checkout session for the plan (3 seats) and returns its URL, only when it is a safe
 * http(s) URL. Throws Error(CHECKOUT_FAILED) otherwise; the caller decides where to go.
 */
export async function startCheckout(plan: PlanId, schedule: Schedule): Promise<string> {
  const answer = await http
    .post('/api/v1/payment/create_enterprise_checkout_session', urlAnswer, {
      json: { plan: planCode(plan, schedule), seats: CHECKOUT_SEATS },
    })
    .catch(() => null)
  const url = answer && safeRedirectUrl(answer.url, getConfig().redirectHosts)
  if (!url) throw new Error(CHECKOUT_FAILED)
  return url
}
