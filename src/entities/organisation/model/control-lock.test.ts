import { describe, expect, it } from 'vitest'
import type { Subscription } from '@/shared/contract'
import { isEnterprise } from './enterprise'
import { controlLock } from './control-lock'

const sub = (productName: string, status: Subscription['status'] = 'active'): Subscription => ({
  productName,
  status,
  numSeats: 1,
  seatsCurrentCycle: 1,
  planEndsAt: 0,
})
const ADMIN = 'Only organization administrators can modify this'
const MODIFY = 'Upgrade to Enterprise plan to modify this'
const USE = 'Upgrade to Enterprise plan to use this feature'

describe('Enterprise plan', () => {
  it.each([
    ['FLOW_BUSINESS_YEARLY', 'active', true],
    ['FLOW_BUSINESS_MONTHLY', 'past_due', true],
    ['FLOW_BUSINESS_MONTHLY', 'trialing', true],
    ['FLOW_BUSINESS_MONTHLY', 'canceled', false],
    ['FLOW_TEAM_YEARLY', 'active', false],
    ['SOMETHING', 'active', false],
  ] as const)('%s %s → %s', (product, status, expected) =>
    expect(isEnterprise({ subscription: sub(product, status) })).toBe(expected),
  )
  it('no subscription is not Enterprise', () =>
    expect(isEnterprise({ subscription: null })).toBe(false))
})

describe('admin-only and Enterprise-only controls (ACCESS-2, ACCESS-4, ACCESS-5)', () => {
  it.each([
    // role, product, enterprise-only, feature wording → locked, reason, tag
    ['admin', 'FLOW_BUSINESS_YEARLY', true, false, false, null, false],
    ['admin', 'FLOW_TEAM_YEARLY', false, false, false, null, false],
    ['admin', 'FLOW_TEAM_YEARLY', true, false, true, MODIFY, true],
    ['admin', 'FLOW_TEAM_YEARLY', true, true, true, USE, true],
    ['member', 'FLOW_BUSINESS_YEARLY', true, false, true, ADMIN, false],
    ['member', 'FLOW_TEAM_YEARLY', false, false, true, ADMIN, false],
    ['member', 'FLOW_TEAM_YEARLY', true, false, true, ADMIN, true],
    [null, 'FLOW_BUSINESS_YEARLY', false, false, true, ADMIN, false],
  ] as const)(
    'role %s on %s (enterprise-only %s) → locked %s, %s',
    (userRole, product, enterpriseOnly, feature, locked, reason, needsEnterprise) => {
      expect(
        controlLock({ userRole, subscription: sub(product) }, { enterpriseOnly, feature }),
      ).toEqual({ locked, reason, needsEnterprise })
    },
  )
})
