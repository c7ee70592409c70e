import { describe, expect, it } from 'vitest'
import type { Subscription } from '@/entities/organisation'
import { inviteCostText, seatCounterText } from './seat-cost'

const sub = (over: Partial<Subscription>): Subscription => ({
  status: 'active',
  productName: 'FLOW_TEAM_YEARLY',
  numSeats: 9,
  seatsCurrentCycle: 9,
  planEndsAt: 0,
  ...over,
})

describe('seat cost', () => {
  it('prices one more seat from the current plan', () => {
    expect(inviteCostText(sub({}))).toBe('Adds 1 billed seat at $10 per user per month')
    expect(inviteCostText(sub({ productName: 'FLOW_TEAM_MONTHLY' }))).toBe(
      'Adds 1 billed seat at $12 per user per month',
    )
    expect(inviteCostText(sub({ productName: 'FLOW_BUSINESS_MONTHLY' }))).toBe(
      'Adds 1 billed seat at $30 per user per month',
    )
    expect(inviteCostText(sub({ productName: 'FLOW_BUSINESS_YEARLY' }))).toBe(
      'Adds 1 billed seat at $24 per user per month',
    )
    expect(inviteCostText(sub({ productName: 'LEGACY' }))).toBe('Adds 1 billed seat')
    expect(inviteCostText(null)).toBeNull()
  })

  it('never promises a free seat: the note agrees with the success toast (TEAM-20)', () => {
    expect(inviteCostText(sub({ numSeats: 8 }))).toBe(
      'Adds 1 billed seat at $10 per user per month',
    )
  })

  it('counts seats in use against seats billed', () => {
    expect(seatCounterText(sub({ numSeats: 7, seatsCurrentCycle: 9 }))).toBe(
      'Using 7 of 9 billed seats',
    )
  })

  it('reads inactive like the billing tab when the subscription is not active (TEAM-5)', () => {
    for (const status of ['canceled', 'past_due', 'unpaid'] as const)
      expect(seatCounterText(sub({ status }))).toBe(
        'Your subscription is inactive, please reactivate',
      )
    expect(seatCounterText(null)).toBe('Your subscription is inactive, please reactivate')
  })
})
