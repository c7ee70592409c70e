import { describe, expect, it } from 'vitest'
import { bestAnnualSaving, paymentNote } from './plan-note'

describe('payment note (PAY-1, PAY-2)', () => {
  it('states the seat minimums, proration and currency', () =>
    expect(paymentNote()).toBe(
      'Teams has a 3-seat minimum; Enterprise has no minimum. Billing for new users is prorated. All prices are in USD.',
    ))

  it('the toggle hint uses the best annual saving', () => expect(bestAnnualSaving()).toBe(20))
})
