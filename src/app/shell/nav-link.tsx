import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ExternalLink } from '@/shared/ui'

// The router marks the current page's link with aria-current="page".
const base =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-primary-subtle aria-[current=page]:text-primary-subtle-foreground'

/** SPEC §2: links starting with a slash stay in this tab; any other opens a new one. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className={base}>
        {children}
      </Link>
    )
  return (
    <ExternalLink href={href} className={base}>
      {children}
    </ExternalLink>
  )
}
