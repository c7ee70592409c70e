import { useMutation } from '@tanstack/react-query'
import type { PlanId, Schedule } from '../model/plans'
import { startCheckout } from './checkout'

/** No active plan yet, so choosing one opens a checkout session: resolves to its safe URL. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ plan, schedule }: { plan: PlanId; schedule: Schedule }) =>
      startCheckout(plan, schedule),
  })
}
