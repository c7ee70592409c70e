/**
 * SSO-2: the SSO answer looks like `link="https://…"`; strip a leading `link=` and the quotes
 * around the URL. What is left still has to pass the safe-redirect check before it is opened.
 */
export function portalUrlFrom(raw: string): string {
  let url = raw.trim()
  if (url.toLowerCase().startsWith('link=')) url = url.slice('link='.length).trim()
  const quoted = /^(["'])(.*)\1$/.exec(url)
  return quoted ? (quoted[2] ?? '').trim() : url
}
