import { Link, Outlet } from '@tanstack/react-router'
import { PageHeader, TabNav, tabClass } from '@/shared/ui'

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
      <TabNav label="Settings sections" className="mb-6">
        {TABS.map((tab) => (
          <Link key={tab.to} to={tab.to} className={tabClass}>
            {tab.label}
          </Link>
        ))}
      </TabNav>
      <Outlet />
    </div>
  )
}
