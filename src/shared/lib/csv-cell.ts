// Spreadsheets run cells starting with these as formulas (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: formula starts neutralised with a quote, then quoted when needed (RFC 4180). */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? ''
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows as CSV text, CRLF line endings. */
export const csvText = (rows: readonly (readonly (string | null | undefined)[])[]): string =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'

/** A file name from an organisation's name: ("Acme Corp", "members") → "acme-corp-members.csv". */
export function orgFileName(orgName: string, what: string): string {
  const slug = orgName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || 'team'}-${what}.csv`
}
