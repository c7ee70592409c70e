import type { UseNavigateResult } from '@tanstack/react-router'
import type { Extension } from '@/entities/capabilities'
import type { Access } from '@/entities/session'
import { showShortcuts, type PaletteCommand } from '@/features/command-palette'
import type { ThemeChoice } from '@/shared/theme'
import { focusWhenShown, pressWhenShown } from './focus-when-shown'
import { visibleNavItems, visiblePages } from './nav-items'

/** What commands may read and do; the palette host fills it from the app's hooks. */
export type CommandContext = {
  access: Access
  /** The server's API extensions: a page that needs one is listed only with it. */
  extensions: readonly Extension[]
  hasSubscription: boolean
  theme: ThemeChoice
  navigate: UseNavigateResult<string>
  /** Where the palette was opened. */
  pathname: string
  openBillingPortal: () => Promise<void>
  setTheme: (choice: ThemeChoice) => void
  signOut: () => void
}

/** A registry entry: who sees it (`when`) and what it does. Add new actions to ACTIONS below. */
export type AppCommand = Omit<PaletteCommand, 'run' | 'hint'> & {
  when?: (ctx: CommandContext) => boolean
  hint?: (ctx: CommandContext) => string | undefined
  run: (ctx: CommandContext, query: string) => void | Promise<unknown>
}

/** To the team page; from the team page itself, its view (TEAM-23: filter, sort) stays. */
const toTeam = ({ navigate, pathname }: CommandContext) =>
  navigate(pathname === '/app/team' ? { to: '/app/team', search: true } : { to: '/app/team' })

// The team page's invite e-mail field (its form registers the field as "email").
const INVITE_FIELD = '#main form input[name="email"]'
// Internal actions show exactly when their page shows in the side menu (SHELL-2).
const sees = (label: string) => (ctx: CommandContext) =>
  visibleNavItems(ctx).some((item) => item.label === label)

const THEMES: readonly [ThemeChoice, string][] = [
  ['system', 'Use the system theme'],
  ['light', 'Use the light theme'],
  ['dark', 'Use the dark theme'],
]

/** The palette's actions, in order (UX-1). */
export const ACTIONS: readonly AppCommand[] = [
  {
    id: 'invite',
    group: 'Actions',
    label: 'Invite someone',
    keywords: ['add member', 'teammate', 'email', 'ask an admin'],
    // TEAM-3: anyone may use the form; for others than admins it asks the admins.
    run: async (ctx) => {
      await toTeam(ctx)
      focusWhenShown(INVITE_FIELD)
    },
  },
  // The team page's own buttons do these, so the palette shares their rules and dialogs.
  {
    id: 'invite-many',
    group: 'Actions',
    label: 'Invite many people',
    keywords: ['bulk invite', 'csv', 'paste', 'import'],
    // INVITE-1: everyone has it; for others than admins it asks the admins.
    run: async (ctx) => {
      await toTeam(ctx)
      pressWhenShown('invite-many')
    },
  },
  {
    id: 'resend-expired',
    group: 'Actions',
    label: 'Resend expired invitations',
    keywords: ['invitation', 'expired', 'again'],
    // ACCESS-2, TEAM-22: only admins resend; the button shows when some have expired.
    when: (ctx) => ctx.access.admin,
    run: async ({ navigate }) => {
      await navigate({ to: '/app/team', search: { status: 'expired' } })
      pressWhenShown('resend-expired')
    },
  },
  {
    id: 'export-members',
    group: 'Actions',
    label: 'Export members as CSV',
    keywords: ['download', 'csv', 'spreadsheet', 'export'],
    run: async (ctx) => {
      // The file holds the view on screen (TEAM-24), so the view stays.
      await toTeam(ctx)
      pressWhenShown('export-members')
    },
  },
  {
    id: 'billing-portal',
    group: 'Actions',
    label: 'Open the billing portal',
    keywords: ['subscription', 'invoice', 'payment', 'stripe'],
    // BILL-1: billing is for admins; without a subscription there is no portal.
    when: (ctx) => ctx.access.admin && ctx.hasSubscription,
    busy: true,
    run: (ctx) => ctx.openBillingPortal(),
  },
  {
    id: 'send-notification',
    group: 'Actions',
    label: 'Send a notification',
    keywords: ['message', 'announce', 'notify'],
    when: sees('Notifications'),
    run: ({ navigate }) => navigate({ to: '/app/notifications' }),
  },
  {
    id: 'search-catalog',
    group: 'Actions',
    label: 'Search the event catalog for',
    withQuery: true,
    // CAT-1: with the catalog's page (internal staff, admin or not).
    when: (ctx) => ctx.access.internal,
    run: ({ navigate }, query) => navigate({ to: '/app/event-catalog', search: { q: query } }),
  },
  ...THEMES.map(([choice, label]): AppCommand => ({
    id: `theme-${choice}`,
    group: 'Theme',
    label,
    keywords: ['switch theme', 'appearance', 'colour', 'color', 'mode'],
    hint: (ctx) => (ctx.theme === choice ? 'Current' : undefined),
    run: (ctx) => ctx.setTheme(choice),
  })),
  {
    id: 'shortcuts',
    group: 'Account',
    label: 'Show keyboard shortcuts',
    keywords: ['keys', 'help', 'hotkeys', '?'],
    // UX-3: the way to the list when `?` is turned off.
    run: () => showShortcuts(),
  },
  {
    id: 'sign-out',
    group: 'Account',
    label: 'Sign out',
    keywords: ['logout', 'log out', 'leave'],
    run: (ctx) => ctx.signOut(),
  },
]

/** Every page this user may see (UX-1), then the actions they may take. */
export function paletteCommands(ctx: CommandContext): PaletteCommand[] {
  const pages = visiblePages(ctx).map((item): PaletteCommand => ({
    id: `page-${item.to}`,
    group: 'Go to',
    label: item.label,
    keywords: [...item.keywords, 'page', 'go to'],
    page: true,
    run: () => ctx.navigate({ to: item.to }),
  }))
  const actions = ACTIONS.filter((command) => command.when?.(ctx) ?? true).map(
    ({ when: _when, hint, run, ...command }): PaletteCommand => ({
      ...command,
      hint: hint?.(ctx),
      run: (query) => run(ctx, query),
    }),
  )
  return [...pages, ...actions]
}
