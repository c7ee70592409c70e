// zod/mini: the route validates these on every visit to /app/team.
import * as z from 'zod/mini'

export const ROLE_FILTERS = ['admin', 'member', 'none'] as const
export const STATUS_FILTERS = ['active', 'pending', 'expiring', 'expired'] as const
// `active` (USAGE-11) sorts by last dictation where the usage extension is; else it reads as role.
export const TEAM_SORTS = ['role', 'name', 'email', 'active'] as const

export type RoleFilter = (typeof ROLE_FILTERS)[number]
export type StatusFilter = (typeof STATUS_FILTERS)[number]
export type TeamSort = (typeof TEAM_SORTS)[number]

// Each param falls back on its own: one bad value never resets the rest of a shared view.
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/**
 * TEAM-23: /app/team?q=&role=&status=&sort= is the table's view, so a link reopens it.
 * Missing or invalid values read as the defaults (no filter, TEAM-8's order).
 */
export const teamSearchSchema = z.object({
  q: optional(z.string().check(z.maxLength(200))),
  role: optional(z.enum(ROLE_FILTERS)),
  status: optional(z.enum(STATUS_FILTERS)),
  sort: optional(z.enum(TEAM_SORTS)),
})

export type TeamView = z.infer<typeof teamSearchSchema>
