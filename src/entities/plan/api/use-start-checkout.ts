import { useMutation } from '@tanstack/react-query'
import { useSingleFlightMutation } from '@/shared/lib'
import type { PlanId, Schedule } from '../model/plans'
import { startCheckout } from './checkout'

/**
 * No active plan yet, so choosing one opens a checkout session: resolves to its safe URL. One
 * at a time (VAL-4): a double click would open two sessions.
 */
export function useStartCheckout() {
  return useSingleFlightMutation(
    useMutation({
      mutationFn: ({ plan, schedule }: { plan: PlanId; schedule: Schedule }) =>
        startCheckout(plan, schedule),
    }),
  )
}
