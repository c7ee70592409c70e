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
 * A new tab for a server-given URL still on its way, opened during the press: a window.open once
 * the call has answered is a blocked popup when the press's user activation has lapsed (about 5 s
 * in Chromium), and the user would see nothing happen.
 */
export function openPendingTab() {
  const tab = window.open('', '_blank')
  // What the tab goes on to show gets no handle on this page.
  if (tab) tab.opener = null
  return {
    /** Sends the tab to the URL when safeRedirectUrl allows it; false (tab closed) when not. */
    go(raw: unknown, allowedHosts: readonly string[]): boolean {
      const url = safeRedirectUrl(raw, allowedHosts)
      if (!url) tab?.close()
      else if (tab) tab.location.replace(url)
      // No tab came up at the press (a popup blocker): one more try, as a plain new tab.
      else window.open(url, '_blank', 'noopener,noreferrer')
      return url !== null
    },
    close: () => tab?.close(),
  }
}
