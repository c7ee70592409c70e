/**
 * A server-given URL the browser may follow: https on an allowed host, or http only on the
 * page's own origin (the demo backend). Anything else (javascript:, data:, other hosts) is null.
 */
export function safeRedirectUrl(
  raw: unknown,
  allowedHosts: readonly string[],
  ownOrigin: string = window.location.origin,
): string | null {
  if (typeof raw !== 'string') return null
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  const own = new URL(ownOrigin)
  const host = url.host.toLowerCase()
  if (url.protocol === 'http:') return url.origin === own.origin ? url.href : null
  if (url.protocol !== 'https:') return null
  if (url.origin === own.origin || allowedHosts.includes(host)) return url.href
  return null
}

/**
 * Opens a server-given URL in a new tab, without giving it a handle on this page, when
 * safeRedirectUrl allows it; false when it does not (the caller says the action failed).
 */
export function openSafeUrlInNewTab(raw: unknown, allowedHosts: readonly string[]): boolean {
  const url = safeRedirectUrl(raw, allowedHosts)
  if (url) window.open(url, '_blank', 'noopener,noreferrer')
  return url !== null
}
