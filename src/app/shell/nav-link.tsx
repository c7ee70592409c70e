import type { ReactNode } from 'react'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { ExternalLink } from '@/shared/ui'

const base =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800'

/** SPEC §2: the portal's own pages stay in this tab (typed router links). */
export function NavLink({ link, children }: { link: LinkOptions; children: ReactNode }) {
  return (
    <Link
      {...link}
      className={base}
      activeProps={{
        className: 'bg-indigo-50! text-indigo-800! dark:bg-slate-800! dark:text-indigo-300!',
      }}
    >
      {children}
    </Link>
  )
}

/** SPEC §2: any other link opens a new tab. */
export function ExternalNavLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ExternalLink href={href} className={base}>
      {children}
    </ExternalLink>
  )
}
