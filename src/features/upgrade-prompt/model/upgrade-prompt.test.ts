import { describe, expect, it } from 'vitest'
import type { Subscription } from '@/entities/organisation'
import { showUpgradePrompt } from './upgrade-prompt'

const org = (productName: string | null, status: Subscription['status'] = 'active') => ({
  subscription: productName
    ? { productName, status, numSeats: 1, seatsCurrentCycle: 1, planEndsAt: 0 }
    : null,
})

describe('upgrade prompt visibility (UPG-4)', () => {
  it.each([
    [org('FLOW_TEAM_YEARLY'), false, true],
    [org('FLOW_TEAM_MONTHLY'), true, false],
    [org('FLOW_BUSINESS_YEARLY'), false, false],
    [org('FLOW_BUSINESS_MONTHLY', 'past_due'), false, false],
    [org(null), false, true],
    [null, false, false],
  ])('%o, dismissed %s → %s', (o, dismissed, expected) =>
    expect(showUpgradePrompt(o, dismissed)).toBe(expected),
  )
})
