import { describe, expect, it, vi } from 'vitest'
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatRelativeTime,
} from './format'

// 20:05 UTC: already the next day in Kolkata (UTC+5:30), still the afternoon in New York.
const AT = Date.UTC(2026, 10, 23, 20, 5)
const NBSP = '\u00a0'

describe('format (UX-5)', () => {
  it.each([
    ['en-US', 'America/New_York', 'November 23, 2026', 'Nov 23, 2026, 3:05 PM'],
    ['en-US', 'Asia/Kolkata', 'November 24, 2026', 'Nov 24, 2026, 1:35 AM'],
    ['de-DE', 'America/New_York', '23. November 2026', '23.11.2026, 15:05'],
    ['de-DE', 'Asia/Kolkata', '24. November 2026', '24.11.2026, 01:35'],
  ])('dates and times in %s, %s (UX-5)', (locales, timeZone, date, both) => {
    const where = { locales, timeZone }
    expect(formatDate(AT, where)).toBe(date)
    // ICU puts a narrow no-break space before AM/PM.
    expect(formatDateTime(new Date(AT), where).replace(/\s/g, ' ')).toBe(both)
    expect(formatDate(new Date(AT).toISOString(), where)).toBe(date)
  })

  it.each([
    ['en-US', '2,300.5', '$1,440', '$9.50', '€12'],
    ['de-DE', '2.300,5', `1.440${NBSP}$`, `9,50${NBSP}$`, `12${NBSP}€`],
  ])('numbers and prices in %s (UX-5)', (locales, number, whole, cents, euro) => {
    expect(formatNumber(2300.5, { locales })).toBe(number)
    expect(formatMoney(1440, 'USD', { locales })).toBe(whole)
    expect(formatMoney(9.5, 'USD', { locales })).toBe(cents)
    expect(formatMoney(12, 'EUR', { locales })).toBe(euro)
  })

  it.each([
    ['en-US', 2000, '2,000 members'],
    ['de-DE', 2000, '2.000 members'],
    ['en-US', 1, '1 member'],
    ['en-US', 0, '0 members'],
  ])('counts in %s: %d as %s (UX-5)', (locales, n, expected) => {
    expect(formatCount(n, 'member', 'members', { locales })).toBe(expected)
  })

  it.each([
    ['en-US', 3 * 86_400_000, 'in 3 days'],
    ['en-US', -2 * 3_600_000, '2 hours ago'],
    ['en-US', 86_400_000, 'tomorrow'],
    ['en-US', 10_000, 'now'],
    ['en-US', 40 * 86_400_000, 'next month'],
    ['de-DE', 3 * 86_400_000, 'in 3 Tagen'],
    ['de-DE', -2 * 3_600_000, 'vor 2 Stunden'],
  ])('relative time in %s, %d ms away: %s (UX-5)', (locales, offset, expected) => {
    const now = AT
    expect(formatRelativeTime(now + offset, now, { locales })).toBe(expected)
  })

  it("uses the browser's languages when none are given (UX-5)", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US'])
    expect(formatNumber(1234.5)).toBe('1.234,5')
    expect(formatDate(AT, { timeZone: 'UTC' })).toBe('23. November 2026')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    expect(formatNumber(1234.5)).toBe('1,234.5')
  })

  it("uses the browser's time zone when none is given (UX-5)", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(formatDateTime(AT, { locales: 'en-US' })).toBe(
      formatDateTime(AT, { locales: 'en-US', timeZone: zone }),
    )
  })
})
