import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ExternalLink } from '@/shared/ui'
import type { AppPath } from './nav-items'

// The router marks the current page's link with aria-current="page"; besides its colours, a bar
// on its leading edge and bolder text show it (WCAG 1.4.1: not by colour alone). Forced colours
// would draw every transparent bar: only the current one shows there.
const base =
  'flex items-center gap-2 rounded-md border-s-4 border-transparent px-3 py-2 text-sm pointer-coarse:min-h-11 font-medium text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:border-primary aria-[current=page]:bg-primary-subtle aria-[current=page]:font-semibold aria-[current=page]:text-primary-subtle-foreground forced-colors:border-[Canvas] forced-colors:aria-[current=page]:border-[Highlight]'

/** SHELL-4: the portal's own pages stay in this tab (typed router links). */
export function NavLink({
  to,
  onClick,
  children,
}: {
  to: AppPath
  onClick?: () => void
  children: ReactNode
}) {
  return (
    <Link to={to} onClick={onClick} className={base}>
      {children}
    </Link>
  )
}

/** SHELL-4: any other link opens a new tab. */
export function ExternalNavLink({
  href,
  onClick,
  children,
}: {
  href: string
  onClick?: () => void
  children: ReactNode
}) {
  return (
    <ExternalLink href={href} onClick={onClick} className={base}>
      {children}
    </ExternalLink>
  )
}
