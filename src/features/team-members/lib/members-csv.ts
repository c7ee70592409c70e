import type { Member } from '@/entities/member'
import { TEAM_MESSAGES } from '../model/team-messages'
import { inviteChipText } from './invite-status'
import { memberName, type TeamRow } from './team-rows'

// Spreadsheets run cells starting with these as formulas (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: formula starts neutralised with a quote, then quoted when needed (RFC 4180). */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? ''
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const roleLabel = (role: Member['role']): string =>
  role === 'admin' ? 'Admin' : role === 'member' ? 'Member' : ''

function csvLine(row: TeamRow, now: number): string[] {
  if (row.kind === 'member')
    return [memberName(row.member), row.member.email, roleLabel(row.member.role), 'Active']
  if (row.kind === 'invite')
    return ['', row.invite.email, roleLabel(row.invite.role), inviteChipText(row.invite, now)]
  return ['', row.unsent.email, roleLabel(row.unsent.role), TEAM_MESSAGES.notSent]
}

/** TEAM-24: the rows of the current view as CSV (Name, Email, Role, Status), CRLF line endings. */
export function teamToCsv(rows: readonly TeamRow[], now: number): string {
  const lines = [['Name', 'Email', 'Role', 'Status'], ...rows.map((r) => csvLine(r, now))]
  return lines.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** A file name from the organisation's name: "Acme Corp" → "acme-corp-members.csv". */
export function csvFileName(orgName: string): string {
  const slug = orgName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || 'team'}-members.csv`
}
