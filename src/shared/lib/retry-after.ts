/** Seconds to wait from a Retry-After header (seconds or an HTTP date); undefined when absent. */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed))
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return undefined
  return Math.max(1, Math.ceil((at - now) / 1000))
}

/** HTTP-9: what a rate-limited answer reads. */
export const rateLimitedText = (seconds: number | undefined): string =>
  seconds === undefined
    ? 'Too many attempts, try again in a moment'
    : `Too many attempts, try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
