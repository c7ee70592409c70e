const DAY_MS = 86_400_000
const MONTH_DAYS = 30

const startOfDay = (ms: number): number => {
  const d = new Date(ms)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

/** Calendar days (local time) until an expiry still ahead; null once expired or unreadable. */
export function daysUntil(expiresAt: string, now: number): number | null {
  const at = Date.parse(expiresAt)
  if (Number.isNaN(at) || at <= now) return null
  // Rounded: daylight-saving days are 23 or 25 hours long.
  return Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS)
}

/**
 * TEAM-13 expiry wording, counted in calendar days (local time): "Invitation expired",
 * "expires today", "expires tomorrow", "expires in N days", "expires in N months" above 30 days.
 */
export function expiryText(expiresAt: string, now: number = Date.now()): string {
  const days = daysUntil(expiresAt, now)
  if (days === null) return 'Invitation expired'
  if (days <= 0) return 'expires today'
  if (days === 1) return 'expires tomorrow'
  if (days <= MONTH_DAYS) return `expires in ${days} days`
  const months = Math.round(days / MONTH_DAYS)
  return `expires in ${months} ${months === 1 ? 'month' : 'months'}`
}

/** TEAM-13: the invite status shown capitalised ("pending" → "Pending"). */
export const capitalise = (value: string): string =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value
