import { describe, expect, it } from 'vitest'
import type { SubscriptionState } from '@/entities/organisation'
import type { PlanId, Schedule } from '@/entities/plan'
import { planAction } from './plan-action'
import { scheduleToggle } from './default-schedule'

type Row = [SubscriptionState, PlanId | null, Schedule | null, PlanId, Schedule, string, string]

// (status, current plan, current schedule, card plan, card schedule) → label, kind
const rows: Row[] = [
  // Past due: every card opens the billing portal.
  ['past_due', 'enterprise', 'monthly', 'enterprise', 'monthly', 'Update Payment', 'portal'],
  ['past_due', 'enterprise', 'monthly', 'team', 'annual', 'Update Payment', 'portal'],
  ['past_due', 'team', 'annual', 'team', 'annual', 'Update Payment', 'portal'],
  // Not active: checkout.
  ['other', 'team', 'monthly', 'team', 'monthly', 'Get started', 'checkout'],
  ['other', 'team', 'monthly', 'enterprise', 'annual', 'Get started', 'checkout'],
  ['other', null, null, 'team', 'annual', 'Get started', 'checkout'],
  ['other', null, null, 'enterprise', 'monthly', 'Get started', 'checkout'],
  // Active, same plan and schedule.
  ['active', 'team', 'annual', 'team', 'annual', 'Current plan', 'current'],
  ['active', 'team', 'monthly', 'team', 'monthly', 'Current plan', 'current'],
  ['active', 'enterprise', 'annual', 'enterprise', 'annual', 'Current plan', 'current'],
  ['active', 'enterprise', 'monthly', 'enterprise', 'monthly', 'Current plan', 'current'],
  // Active, Team → Enterprise, whatever the schedules.
  ['active', 'team', 'annual', 'enterprise', 'annual', 'Upgrade', 'switch'],
  ['active', 'team', 'monthly', 'enterprise', 'monthly', 'Upgrade', 'switch'],
  ['active', 'team', 'monthly', 'enterprise', 'annual', 'Upgrade', 'switch'],
  ['active', 'team', 'annual', 'enterprise', 'monthly', 'Upgrade', 'switch'],
  // Active, anything else.
  ['active', 'team', 'monthly', 'team', 'annual', 'Save with Annual', 'switch'],
  ['active', 'enterprise', 'monthly', 'enterprise', 'annual', 'Save with Annual', 'switch'],
  ['active', 'enterprise', 'annual', 'team', 'annual', 'Save with Annual', 'switch'],
  ['active', 'enterprise', 'monthly', 'team', 'monthly', 'Save with Annual', 'switch'],
  ['active', null, null, 'team', 'annual', 'Save with Annual', 'switch'],
]

describe('plan card action (BILL-5)', () => {
  it.each(rows)(
    'status %s, current %s/%s, card %s/%s → %s',
    (state, plan, schedule, cardPlan, cardSchedule, label, kind) => {
      const current = plan && schedule ? { plan, schedule } : null
      expect(
        planAction({ state, current, card: { plan: cardPlan, schedule: cardSchedule } }),
      ).toEqual({ label, kind })
    },
  )
})

describe('schedule toggle (BILL-6)', () => {
  it.each([
    [true, 'monthly', { visible: true, initial: 'monthly' }],
    [true, 'annual', { visible: false, initial: 'annual' }],
    [false, 'annual', { visible: true, initial: 'annual' }],
    [false, 'monthly', { visible: true, initial: 'monthly' }],
    [false, null, { visible: true, initial: 'annual' }],
    [true, null, { visible: true, initial: 'annual' }],
  ] as const)('active %s, current schedule %s → %o', (active, schedule, expected) => {
    expect(scheduleToggle(active, schedule ? { schedule } : null)).toEqual(expected)
  })
})
