import { linkOptions, type LinkOptions } from '@tanstack/react-router'
import type { Access } from '@/entities/session'

export type NavItem = {
  label: string
  link: LinkOptions
  /** The access the entry needs; it is hidden without it. */
  needs?: keyof Access
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

export const visibleNavItems = (access: Access): NavItem[] =>
  NAV_ITEMS.filter((item) => !item.needs || access[item.needs])

export const helpHref = (supportEmail: string) =>
  `mailto:${supportEmail}?subject=${encodeURIComponent('Request for Help')}`
