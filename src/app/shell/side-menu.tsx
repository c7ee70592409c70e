import { useAccess } from '@/entities/session'
import { getConfig } from '@/shared/config'
import { helpHref, visibleNavItems } from './nav-items'
import { ExternalNavLink, NavLink } from './nav-link'

export function SideMenu() {
  const items = visibleNavItems(useAccess())
  const { supportEmail } = getConfig()
  return (
    <nav
      aria-label="Main"
      className="sticky top-0 flex h-screen w-56 shrink-0 flex-col overflow-y-auto border-r border-border bg-card p-3"
    >
      <p className="px-3 pt-1 pb-3 text-sm font-semibold tracking-wide text-card-foreground">
        Admin Portal
      </p>
      <ul className="flex flex-1 flex-col gap-1">
        {items.map((item) => (
          <li key={item.label}>
            <NavLink link={item.link}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
      <ExternalNavLink href={helpHref(supportEmail)}>Help</ExternalNavLink>
    </nav>
  )
}
