import type { Member } from '@/entities/member'
import { csvText, orgFileName } from '@/shared/lib'
import { TEAM_MESSAGES } from '../model/team-messages'
import { inviteChipText } from './invite-status'
import { memberName, type TeamRow } from './team-rows'

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
export const teamToCsv = (rows: readonly TeamRow[], now: number): string =>
  csvText([['Name', 'Email', 'Role', 'Status'], ...rows.map((r) => csvLine(r, now))])

/** A file name from the organisation's name: "Acme Corp" → "acme-corp-members.csv". */
export const csvFileName = (orgName: string): string => orgFileName(orgName, 'members')
