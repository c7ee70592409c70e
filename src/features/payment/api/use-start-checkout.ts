import { useMutation } from '@tanstack/react-query'
import { startCheckout, type PlanId, type Schedule } from '@/entities/plan'

/** SPEC §4: no active plan yet, so choosing one opens a checkout session. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ plan, schedule }: { plan: PlanId; schedule: Schedule }) =>
      startCheckout(plan, schedule),
  })
}
