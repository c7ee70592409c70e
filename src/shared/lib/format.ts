/**
 * UX-5: every date, time, number, price and relative time people see goes through Intl with the
 * browser's languages and time zone. Tests pass `locales` / `timeZone` to pin them.
 */
export type FormatLocale = { locales?: string | readonly string[]; timeZone?: string }
type DateInput = Date | number | string

const browserLocales = (): readonly string[] | undefined => {
  if (typeof navigator === 'undefined') return undefined
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

// Building a formatter costs far more than using one; long lists format hundreds of values.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>()
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  where: FormatLocale,
  options: object,
  make: (locales: string[] | undefined) => T,
): T {
  const locales = where.locales ?? browserLocales()
  const list =
    locales === undefined ? undefined : typeof locales === 'string' ? [locales] : [...locales]
  const key = JSON.stringify([kind, list, where.timeZone, options])
  let formatter = cache.get(key) as T | undefined
  if (!formatter) {
    formatter = make(list)
    cache.set(key, formatter)
  }
  return formatter
}

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value))

const dateTime =
  (options: Intl.DateTimeFormatOptions) =>
  (value: DateInput, where: FormatLocale = {}) =>
    cached(
      'date',
      where,
      options,
      (locales) => new Intl.DateTimeFormat(locales, { ...options, timeZone: where.timeZone }),
    ).format(toDate(value))

/** "November 23, 2026" / "23. November 2026". */
export const formatDate = dateTime({ dateStyle: 'long' })
/** "Nov 23, 2026, 3:05 PM" / "23.11.2026, 15:05". */
export const formatDateTime = dateTime({ dateStyle: 'medium', timeStyle: 'short' })
/** "Nov 23, 2026, 3:05:09 PM UTC": to the second, with the zone (an audit record). */
export const formatTimestamp = dateTime({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
})

/** "2,300" / "2.300". */
export const formatNumber = (value: number, where: FormatLocale = {}): string =>
  cached('number', where, {}, (locales) => new Intl.NumberFormat(locales)).format(value)

/** "1 member" / "2,300 members" / "2.300 members": a count and its noun. */
export const formatCount = (
  n: number,
  one: string,
  many: string,
  where: FormatLocale = {},
): string => `${formatNumber(n, where)} ${n === 1 ? one : many}`

/** "$12" / "12 $": whole amounts without cents, others with them. */
export const formatMoney = (amount: number, currency: string, where: FormatLocale = {}): string => {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    ...(Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }
  return cached(
    'money',
    where,
    options,
    (locales) => new Intl.NumberFormat(locales, options),
  ).format(amount)
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "in 3 days" / "vor 2 Stunden": the largest whole unit, "now" under a minute. */
export function formatRelativeTime(
  value: DateInput,
  now: number = Date.now(),
  where: FormatLocale = {},
): string {
  const diff = toDate(value).getTime() - now
  const format = cached(
    'relative',
    where,
    {},
    (locales) => new Intl.RelativeTimeFormat(locales, { numeric: 'auto' }),
  )
  for (const [unit, ms] of UNITS)
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit)
  return format.format(0, 'second')
}
