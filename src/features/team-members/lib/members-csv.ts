import type { Member } from '@/entities/member'

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

/** The members as CSV (Name, Email, Role), in the order given, CRLF line endings. */
export function membersToCsv(members: readonly Member[]): string {
  const rows = [['Name', 'Email', 'Role']]
  for (const m of members) rows.push([m.name ?? '', m.email, roleLabel(m.role)])
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** A file name from the organisation's name: "Acme Corp" → "acme-corp-members.csv". */
export function csvFileName(orgName: string): string {
  const slug = orgName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || 'team'}-members.csv`
}
