import type { Extension } from '@/entities/capabilities'
import type { Access } from '@/entities/session'
import type { FileRoutesByTo } from '../route-tree.gen'

// Type-only imports: the browser tests and the screenshots script read these lists in Node.

/** A page of the portal, by the route tree's paths (so a link to no page does not compile). */
export type AppPath = Exclude<keyof FileRoutesByTo, '/app/$'>

export type AppPage = {
  label: string
  to: AppPath
  /** Other words the command palette finds the page by (UX-1). */
  keywords: readonly string[]
}

export type NavItem = AppPage & {
  /** The access the page needs; without it the page is neither in the menu nor in the palette. */
  needs?: keyof Access
  /** A stricter need for the menu entry alone (SHELL-2); `needs` when unset. */
  menuNeeds?: keyof Access
  /** The API extension the page needs; without it on the server the page is hidden. */
  extension?: Extension
  /** Tabs that are pages of their own (SET-1): the palette lists them after their page. */
  tabs?: readonly AppPage[]
}

const SETTINGS_TAB = ['settings', 'tab']

/**
 * The side menu, in order (SHELL-1): the one list of the portal's pages. The palette's pages
 * (UX-1), the settings tabs and the browser tests' page lists all come from it.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Team', to: '/app/team', keywords: ['members', 'people'] },
  {
    label: 'Settings',
    to: '/app/settings',
    keywords: ['preferences'],
    tabs: [
      {
        label: 'Organization',
        to: '/app/settings/organization',
        keywords: [
          ...SETTINGS_TAB,
          'organisation',
          'data controls',
          'sso',
          'directory',
          'scim',
          'domains',
        ],
      },
      {
        label: 'Personal',
        to: '/app/settings/personal',
        keywords: [...SETTINGS_TAB, 'profile', 'name', 'email'],
      },
      {
        label: 'Billing',
        to: '/app/settings/billing',
        keywords: [...SETTINGS_TAB, 'plan', 'subscription', 'seats'],
      },
    ],
  },
  { label: 'Privacy', to: '/app/privacy', keywords: ['policy', 'terms'] },
  // AUDIT-1: admins, on a server with the audit-log extension.
  {
    label: 'Audit log',
    to: '/app/audit-log',
    keywords: ['history', 'activity', 'events', 'security', 'compliance', 'export'],
    needs: 'admin',
    extension: 'audit-log',
  },
  // USAGE-1: admins, on a server with the usage extension.
  {
    label: 'Usage',
    to: '/app/usage',
    keywords: ['insights', 'activity', 'seats', 'reclaim', 'inactive', 'words', 'dictation'],
    needs: 'admin',
    extension: 'usage',
  },
  // Both internal entries show only for internal staff who are admins (SHELL-2).
  {
    label: 'Notifications',
    to: '/app/notifications',
    keywords: ['announce'],
    needs: 'internalAdmin',
  },
  {
    label: 'Event Catalog',
    to: '/app/event-catalog',
    keywords: ['events', 'analytics'],
    // CAT-1: the page is for internal staff, admin or not.
    needs: 'internal',
    menuNeeds: 'internalAdmin',
  },
]

/** What decides whether a user sees a page: their access and the server's extensions. */
export type Viewer = { access: Access; extensions: readonly Extension[] }

const shows = ({ access, extensions }: Viewer, item: NavItem, need = item.needs) =>
  (!need || access[need]) && (!item.extension || extensions.includes(item.extension))

export const visibleNavItems = (viewer: Viewer): NavItem[] =>
  NAV_ITEMS.filter((item) => shows(viewer, item, item.menuNeeds ?? item.needs))

/** UX-1: every page the user may see, in the menu's order, each tab after its page. */
export const visiblePages = (viewer: Viewer): AppPage[] =>
  NAV_ITEMS.filter((item) => shows(viewer, item)).flatMap(({ label, to, keywords, tabs }) => [
    { label, to, keywords },
    ...(tabs ?? []),
  ])

/** The pages to open to see everything the user may see: a page with tabs is its tabs. */
export const reachablePaths = (viewer: Viewer): AppPath[] =>
  NAV_ITEMS.filter((item) => shows(viewer, item)).flatMap((item) =>
    item.tabs ? item.tabs.map((tab) => tab.to) : [item.to],
  )

export const helpHref = (supportEmail: string) =>
  `mailto:${supportEmail}?subject=${encodeURIComponent('Request for Help')}`
