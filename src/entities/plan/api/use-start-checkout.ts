import { useMutation } from '@tanstack/react-query'
import { AWAITING_SUBSCRIPTION_KEY, useSingleFlightMutation, writeFlag } from '@/shared/lib'
import type { PlanId, Schedule } from '../model/plans'
import { startCheckout } from './checkout'

/**
 * No active plan yet, so choosing one opens a checkout session and sends the browser to it
 * (PAY-4). One at a time (VAL-4): a double click would open two sessions.
 */
export function useStartCheckout() {
  return useSingleFlightMutation(
    useMutation({
      mutationFn: ({ plan, schedule }: { plan: PlanId; schedule: Schedule }) =>
        startCheckout(plan, schedule),
      onSuccess: (url) => {
        // The gate waits for the subscription when the browser comes back from checkout.
        writeFlag(AWAITING_SUBSCRIPTION_KEY, true)
        window.location.assign(url)
      },
    }),
  )
}
