import { Link, Outlet } from '@tanstack/react-router'
import { PageHeader, TabNav, tabClass } from '@/shared/ui'
import { NAV_ITEMS } from '../../shell/nav-items'

// The tabs the menu's Settings entry lists: one list for the tabs, the palette and the tests.
const TABS = NAV_ITEMS.find((item) => item.to === '/app/settings')?.tabs ?? []

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
