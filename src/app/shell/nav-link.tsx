import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ExternalLink } from '@/shared/ui'

const base =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800'

/** SPEC §2: links starting with a slash stay in this tab; any other opens a new one. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/'))
    return (
      <Link
        to={href}
        className={base}
        activeProps={{
          className: 'bg-indigo-50! text-indigo-800! dark:bg-slate-800! dark:text-indigo-300!',
        }}
      >
        {children}
      </Link>
    )
  return (
    <ExternalLink href={href} className={base}>
      {children}
    </ExternalLink>
  )
}
