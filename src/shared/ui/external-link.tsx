import type { AnchorHTMLAttributes } from 'react'

/** A link that leaves the portal: new tab, no opener, no referrer (SPEC §2: non-slash links). */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />
}
