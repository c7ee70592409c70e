import { describe, expect, it } from 'vitest'
import { annualDiscountPercent, firstBill, planCode, productInfo, PRICES } from './plans'

describe('plan model (PLAN-1 to PLAN-6)', () => {
  it.each([
    ['FLOW_TEAM_MONTHLY', { plan: 'team', schedule: 'monthly' }],
    ['FLOW_TEAM_YEARLY', { plan: 'team', schedule: 'annual' }],
    ['FLOW_BUSINESS_MONTHLY', { plan: 'enterprise', schedule: 'monthly' }],
    ['FLOW_BUSINESS_YEARLY', { plan: 'enterprise', schedule: 'annual' }],
    ['SOMETHING_ELSE', null],
    [null, null],
  ] as const)('product %s → %o', (name, expected) => expect(productInfo(name)).toEqual(expected))

  it('maps plan and schedule back to codes', () => {
    expect(planCode('team', 'annual')).toBe('FLOW_TEAM_YEARLY')
    expect(planCode('enterprise', 'monthly')).toBe('FLOW_BUSINESS_MONTHLY')
  })

  it('prices and the rounded-up annual discount', () => {
    expect(PRICES).toEqual({
      team: { monthly: 12, annual: 10 },
      enterprise: { monthly: 30, annual: 24 },
    })
    expect(annualDiscountPercent('team')).toBe(17)
    expect(annualDiscountPercent('enterprise')).toBe(20)
  })

  it('first bill honours the Teams 3-seat minimum', () => {
    expect(firstBill('team', 'monthly', 1)).toBe(36)
    expect(firstBill('team', 'annual', 3)).toBe(360)
    expect(firstBill('enterprise', 'monthly', 1)).toBe(30)
  })
})
