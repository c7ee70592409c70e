import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { getConfig } from '@/shared/config'
import { safeRedirectUrl } from '@/shared/lib'
import { CHECKOUT_SEATS, planCode, type PlanId, type Schedule } from '../model/plans'

export const CHECKOUT_FAILED = 'Failed to connect to Stripe'

/**
 * Creates a checkout session for the plan (3 seats) and returns its URL, only when it is a safe
 * http(s) URL. Throws the API's error (a 401 ends the session) or Error(CHECKOUT_FAILED) for an
 * unsafe URL; the callers show CHECKOUT_FAILED for either.
 */
export async function startCheckout(plan: PlanId, schedule: Schedule): Promise<string> {
  const answer = await api(endpoints.createCheckoutSession, {
    body: { plan: planCode(plan, schedule), seats: CHECKOUT_SEATS },
  })
  const url = safeRedirectUrl(answer.url, getConfig().redirectHosts)
  if (!url) throw new Error(CHECKOUT_FAILED)
  return url
}
