import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries } from '@/entities/organisation'
import type { PlanCode } from '@/entities/plan'
import { switchPlan } from './billing.api'

/** BILL-7: switching plan replaces the organisation's subscription. */
export function useSwitchPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (plan: PlanCode) => switchPlan(plan),
    onSuccess: (subscription) => {
      queryClient.setQueryData(organisationQueries.current().queryKey, (org) =>
        org ? { ...org, subscription } : org,
      )
    },
    meta: { invalidates: [organisationQueries.all()] },
  })
}
