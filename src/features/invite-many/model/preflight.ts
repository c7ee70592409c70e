import { INVITE_MESSAGES, teamConflictCheck, type InviteTeam } from '@/entities/invite'
import type { Role } from '@/entities/organisation'
import { LIMITS } from '@/shared/contract'
import { isValidEmail } from '@/shared/lib'
import type { ParsedEntry } from '../lib/parse-addresses'
import { INVITE_MANY_MESSAGES as M } from './invite-many-messages'

/** One row of the pre-flight: the address as read, and why it will not be sent (or null). */
export type PreflightRow = {
  /** Stable across re-checks, so removing a row keeps the others' keys. */
  id: number
  email: string
  name?: string
  ownRole?: Role
  problem: string | null
}

export type Preflight = {
  rows: PreflightRow[]
  ready: PreflightRow[]
  problems: number
}

/**
 * INVITE-4: each row by TEAM-2 (valid, not a member, not invited; case-insensitive), then
 * duplicates within the list (the first one counts, later ones are `Listed twice`).
 */
export function preflight(entries: readonly (ParsedEntry & { id: number })[], team: InviteTeam) {
  const conflict = teamConflictCheck(team)
  const seen = new Set<string>()
  const rows: PreflightRow[] = []
  const ready: PreflightRow[] = []
  for (const entry of entries) {
    const email = entry.email.trim()
    const key = email.toLowerCase()
    let problem: string | null = entry.error ?? null
    if (!problem && (!isValidEmail(email) || email.length > LIMITS.email))
      problem = INVITE_MESSAGES.invalidEmail
    problem ??= conflict(email)
    if (!problem && seen.has(key)) problem = M.listedTwice
    if (!problem) seen.add(key)
    const row: PreflightRow = { id: entry.id, email, problem }
    if (entry.name) row.name = entry.name
    if (entry.role) row.ownRole = entry.role
    rows.push(row)
    if (!problem) ready.push(row)
  }
  return { rows, ready, problems: rows.length - ready.length } satisfies Preflight
}
