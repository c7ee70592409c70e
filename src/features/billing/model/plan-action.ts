import type { SubscriptionState } from '@/entities/organisation'
import type { PlanId, Schedule } from '@/entities/plan'

export type PlanActionKind = 'portal' | 'checkout' | 'current' | 'switch'

export type PlanAction = { label: string; kind: PlanActionKind }

export type PlanActionInput = {
  state: SubscriptionState
  current: { plan: PlanId; schedule: Schedule } | null
  card: { plan: PlanId; schedule: Schedule }
}

/**
 * BILL-5, in its order: past due → "Update Payment" (billing portal); not active →
 * "Get started" (checkout); same plan and schedule → "Current plan"; Team → Enterprise →
 * "Upgrade"; anything else → "Save with Annual" (a direct switch).
 */
export function planAction({ state, current, card }: PlanActionInput): PlanAction {
  if (state === 'past_due') return { label: 'Update Payment', kind: 'portal' }
  if (state !== 'active') return { label: 'Get started', kind: 'checkout' }
  if (current && current.plan === card.plan && current.schedule === card.schedule)
    return { label: 'Current plan', kind: 'current' }
  if (current?.plan === 'team' && card.plan === 'enterprise')
    return { label: 'Upgrade', kind: 'switch' }
  return { label: 'Save with Annual', kind: 'switch' }
}
