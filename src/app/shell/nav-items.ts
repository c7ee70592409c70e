export type NavItem = { label: string; href: string; internalOnly?: boolean }

/** SPEC §2 side menu, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Team', href: '/app/team' },
  { label: 'Settings', href: '/app/settings' },
  { label: 'Privacy', href: '/app/privacy' },
  { label: 'Notifications', href: '/app/notifications', internalOnly: true },
  { label: 'Event Catalog', href: '/app/event-catalog', internalOnly: true },
]

/** Internal entries show only for internal staff who are admins. */
export const visibleNavItems = (internalAdmin: boolean): NavItem[] =>
  NAV_ITEMS.filter((item) => !item.internalOnly || internalAdmin)

export const helpHref = (supportEmail: string) =>
  `mailto:${supportEmail}?subject=${encodeURIComponent('Request for Help')}`
