import { linkOptions, type LinkOptions } from '@tanstack/react-router'
import type { Extension } from '@/entities/capabilities'
import type { Access } from '@/entities/session'

export type NavItem = {
  label: string
  link: LinkOptions
  /** The access the entry needs; it is hidden without it. */
  needs?: keyof Access
  /** The API extension the page needs; it is hidden when the server lacks it. */
  extension?: Extension
}

/** The side menu, in order (SHELL-1). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Team', link: linkOptions({ to: '/app/team' }) },
  { label: 'Settings', link: linkOptions({ to: '/app/settings' }) },
  { label: 'Privacy', link: linkOptions({ to: '/app/privacy' }) },
  // Both internal entries show only for internal staff who are admins.
  {
    label: 'Notifications',
    link: linkOptions({ to: '/app/notifications' }),
    needs: 'internalAdmin',
  },
  {
    label: 'Event Catalog',
    link: linkOptions({ to: '/app/event-catalog' }),
    needs: 'internalAdmin',
  },
]

export const visibleNavItems = (access: Access, extensions: readonly Extension[]): NavItem[] =>
  NAV_ITEMS.filter(
    (item) =>
      (!item.needs || access[item.needs]) &&
      (!item.extension || extensions.includes(item.extension)),
  )

export const helpHref = (supportEmail: string) =>
  `mailto:${supportEmail}?subject=${encodeURIComponent('Request for Help')}`
