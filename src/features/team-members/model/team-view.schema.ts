import { oneOf, textOf } from '@/shared/lib'

export const ROLE_FILTERS = ['admin', 'member', 'none'] as const
export const STATUS_FILTERS = ['active', 'pending', 'expiring', 'expired'] as const
// `active` (USAGE-11) sorts by last dictation where the usage extension is; else it reads as role.
export const TEAM_SORTS = ['role', 'name', 'email', 'active'] as const

export type RoleFilter = (typeof ROLE_FILTERS)[number]
export type StatusFilter = (typeof STATUS_FILTERS)[number]
export type TeamSort = (typeof TEAM_SORTS)[number]

export type TeamView = {
  q?: string | undefined
  role?: RoleFilter | undefined
  status?: StatusFilter | undefined
  sort?: TeamSort | undefined
}

/**
 * TEAM-23: /app/team?q=&role=&status=&sort= is the table's view, so a link reopens it.
 * Missing or invalid values read as the defaults (no filter, TEAM-8's order), each on its own:
 * one bad value never resets the rest of a shared view.
 */
export const parseTeamView = (search: Record<string, unknown>): TeamView => ({
  q: textOf(search.q, { max: 200 }),
  role: oneOf(ROLE_FILTERS, search.role),
  status: oneOf(STATUS_FILTERS, search.status),
  sort: oneOf(TEAM_SORTS, search.sort),
})
