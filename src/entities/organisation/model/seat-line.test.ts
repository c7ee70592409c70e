import { describe, expect, it, vi } from 'vitest'
import type { Subscription } from '@/shared/contract'
import { seatLineText } from './seat-line'

const sub = (numSeats: number, seatsCurrentCycle: number): Subscription => ({
  status: 'active',
  productName: 'FLOW_TEAM_YEARLY',
  numSeats,
  seatsCurrentCycle,
  planEndsAt: 0,
})

describe('seatLineText (BILL-3, UX-5)', () => {
  it('writes the seat numbers the browser’s way, the words as written (BILL-3, UX-5)', () => {
    expect(seatLineText(sub(2300, 2310))).toBe('Using 2,300 of 2,310 billed seats')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
    expect(seatLineText(sub(2300, 2310))).toBe('Using 2.300 of 2.310 billed seats')
  })
})
