import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { getConfig } from '@/shared/config'
import { AWAITING_SUBSCRIPTION_KEY, safeRedirectUrl, writeFlag } from '@/shared/lib'
import { CHECKOUT_SEATS, planCode, type PlanId, type Schedule } from '../model/plans'

export const CHECKOUT_FAILED = 'Failed to connect to Stripe'

/**
 * SPEC §4: creates a checkout session for the plan (3 seats), remembers that a subscription is
 * on its way, and sends the browser to the returned URL — only when it is a safe http(s) URL.
 * Throws Error(CHECKOUT_FAILED) otherwise.
 */
export async function startCheckout(plan: PlanId, schedule: Schedule): Promise<void> {
  const answer = await api(endpoints.createCheckoutSession, {
    body: { plan: planCode(plan, schedule), seats: CHECKOUT_SEATS },
  }).catch(() => null)
  const url = answer && safeRedirectUrl(answer.url, getConfig().redirectHosts)
  if (!url) throw new Error(CHECKOUT_FAILED)
  writeFlag(AWAITING_SUBSCRIPTION_KEY, true)
  window.location.assign(url)
}
