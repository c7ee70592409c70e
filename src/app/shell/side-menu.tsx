import { isAdmin, useOrganisation } from '@/entities/organisation'
import { useCurrentUser } from '@/entities/session'
import { getConfig } from '@/shared/config'
import { isInternalEmail } from '@/shared/lib'
import { helpHref, visibleNavItems } from './nav-items'
import { NavLink } from './nav-link'

export function SideMenu() {
  const organisation = useOrganisation()
  const user = useCurrentUser()
  const { internalDomain, supportEmail } = getConfig()
  const items = visibleNavItems(
    isInternalEmail(user.email, internalDomain) && isAdmin(organisation),
  )
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
          <li key={item.href}>
            <NavLink href={item.href}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
      <NavLink href={helpHref(supportEmail)}>Help</NavLink>
    </nav>
  )
}
