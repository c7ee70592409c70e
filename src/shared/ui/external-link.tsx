import type { AnchorHTMLAttributes } from 'react'

/** A link that leaves the portal: new tab, no opener, no referrer (SHELL-4, SEC-2). */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />
}
