import { linkOptions, type LinkOptions } from '@tanstack/react-router'
import type { Access } from '@/entities/session'

type PalettePage = {
  label: string
  link: LinkOptions
  keywords: readonly string[]
  /** The access the page needs to be shown; without it the page is not listed. */
  needs?: keyof Access
}

const SETTINGS_TAB = ['settings', 'tab']

/**
 * UX-1: every page the user may see, in the side menu's order, each settings tab included
 * (SET-1). The event catalog is for internal staff, admin or not (CAT-1, ACCESS-7).
 */
export const PALETTE_PAGES: readonly PalettePage[] = [
  { label: 'Team', link: linkOptions({ to: '/app/team' }), keywords: ['members', 'people'] },
  { label: 'Settings', link: linkOptions({ to: '/app/settings' }), keywords: ['preferences'] },
  {
    label: 'Organization',
    link: linkOptions({ to: '/app/settings/organization' }),
    keywords: [...SETTINGS_TAB, 'organisation', 'data controls', 'sso'],
  },
  {
    label: 'Personal',
    link: linkOptions({ to: '/app/settings/personal' }),
    keywords: [...SETTINGS_TAB, 'profile', 'name', 'email'],
  },
  {
    label: 'Billing',
    link: linkOptions({ to: '/app/settings/billing' }),
    keywords: [...SETTINGS_TAB, 'plan', 'subscription', 'seats'],
  },
  { label: 'Privacy', link: linkOptions({ to: '/app/privacy' }), keywords: ['policy', 'terms'] },
  {
    label: 'Notifications',
    link: linkOptions({ to: '/app/notifications' }),
    keywords: ['announce'],
    needs: 'internalAdmin',
  },
  {
    label: 'Event Catalog',
    link: linkOptions({ to: '/app/event-catalog' }),
    keywords: ['events', 'analytics'],
    needs: 'internal',
  },
]

export const visiblePalettePages = (access: Access): PalettePage[] =>
  PALETTE_PAGES.filter((page) => !page.needs || access[page.needs])
