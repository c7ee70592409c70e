import { Link, Outlet } from '@tanstack/react-router'
import { PageHeader } from '@/shared/ui'

const TABS = [
  { to: '/app/settings/organization', label: 'Organization' },
  { to: '/app/settings/personal', label: 'Personal' },
  { to: '/app/settings/billing', label: 'Billing' },
] as const

/** One settings page; each tab is its own URL (SET-1). */
export function SettingsLayout() {
  return (
    <div>
      <PageHeader title="Settings" />
      <nav aria-label="Settings sections" className="mb-6 flex gap-1 border-b border-border">
        {TABS.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:border-primary aria-[current=page]:text-primary"
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  )
}
