import { useExtensions } from '@/entities/capabilities'
import { useAccess } from '@/entities/session'
import { getConfig } from '@/shared/config'
import { helpHref, visibleNavItems } from './nav-items'
import { ExternalNavLink, NavLink } from './nav-link'

/** The Main navigation's links; `onChoose` lets the drawer close on any choice. */
export function MenuLinks({ onChoose, heading }: { onChoose?: () => void; heading?: string }) {
  const items = visibleNavItems({ access: useAccess(), extensions: useExtensions() })
  const { supportEmail } = getConfig()
  return (
    <nav aria-label="Main" className="flex flex-1 flex-col">
      {heading ? (
        <p className="px-3 pt-1 pb-3 text-sm font-semibold tracking-wide text-card-foreground">
          {heading}
        </p>
      ) : null}
      <ul className="flex flex-1 flex-col gap-1">
        {items.map((item) => (
          <li key={item.label}>
            <NavLink to={item.to} onClick={onChoose}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ExternalNavLink href={helpHref(supportEmail)} onClick={onChoose}>
        Help
      </ExternalNavLink>
    </nav>
  )
}

/** md and up: the side menu beside the page; below md the drawer (menu-drawer.tsx) holds it. */
export function SideMenu() {
  return (
    // The column runs the page's full height; the links inside stay put while the page scrolls.
    <aside className="hidden w-52 shrink-0 border-r border-border bg-card md:block lg:w-56">
      <div className="sticky top-0 flex h-screen flex-col overflow-y-auto p-3 pl-[max(0.75rem,env(safe-area-inset-left))]">
        {/* SHELL-1: the side menu is headed 'Admin Portal' (the drawer's title says it there). */}
        <MenuLinks heading="Admin Portal" />
      </div>
    </aside>
  )
}
