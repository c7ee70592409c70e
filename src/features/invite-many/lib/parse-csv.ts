import { INVITE_MANY_MESSAGES as M } from '../model/invite-many-messages'
import { parseAddressList, type ParsedEntry } from './parse-addresses'

/** RFC 4180 records in one pass: quoted fields may hold the delimiter, new lines and "". */
export function csvRecords(text: string, delimiter = ','): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i)
    if (quoted) {
      if (c !== '"') field += c
      else if (text.charAt(i + 1) === '"') {
        field += '"'
        i++
      } else quoted = false
    } else if (c === '"') quoted = true
    else if (c === delimiter) {
      record.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text.charAt(i + 1) === '\n') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += c
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}

const firstLine = (text: string) => text.replace(/^\uFEFF/, '').split(/\r?\n|\r/, 1)[0] ?? ''

/** Spreadsheets in some locales write `;` or tabs between fields. */
function delimiterOf(header: string): string {
  if (header.includes(',')) return ','
  if (header.includes(';')) return ';'
  return header.includes('\t') ? '\t' : ','
}

const headerNames = (header: string) =>
  (csvRecords(header, delimiterOf(header))[0] ?? []).map((h) => h.trim().toLowerCase())

const NAMED = /^(.*)<([^<>]*)>$/

const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address'])

/** A paste whose first line is a header with an email column is read as CSV. */
export const looksLikeCsv = (text: string): boolean =>
  headerNames(firstLine(text)).some((h) => EMAIL_HEADERS.has(h))

export type CsvResult = { entries: ParsedEntry[]; error?: string }

/** INVITE-3: a header row with `email` and, optionally, `role` (member or admin) and `name`. */
export function parseInviteCsv(raw: string): CsvResult {
  const text = raw.replace(/^\uFEFF/, '')
  const header = firstLine(text)
  const records = csvRecords(text, delimiterOf(header))
  const columns = (records[0] ?? []).map((h) => h.trim().toLowerCase())
  const emailAt = columns.findIndex((h) => EMAIL_HEADERS.has(h))
  if (emailAt < 0) return { entries: [], error: M.noEmailColumn }
  const roleAt = columns.indexOf('role')
  const nameAt = columns.indexOf('name')
  const entries: ParsedEntry[] = []
  for (const record of records.slice(1)) {
    if (record.every((f) => f.trim() === '')) continue
    const cell = (record[emailAt] ?? '').trim()
    // A cell may hold `Name <a@b.c>` (commas in the name included); it is still one row.
    const named = NAMED.exec(cell)
    const entry: ParsedEntry = { email: named ? (named[2] ?? '').trim() : cell }
    const name = (nameAt >= 0 ? (record[nameAt] ?? '') : (named?.[1] ?? '')).trim()
    if (name) entry.name = name.replace(/^"(.*)"$/, '$1')
    const role = roleAt >= 0 ? (record[roleAt] ?? '').trim().toLowerCase() : ''
    if (role === 'member' || role === 'admin') entry.role = role
    else if (role) entry.error = M.badRole
    entries.push(entry)
  }
  return { entries }
}

/** A paste: CSV when it starts with an email header, otherwise a list of addresses. */
export const parseInviteText = (text: string): CsvResult =>
  looksLikeCsv(text) ? parseInviteCsv(text) : { entries: parseAddressList(text) }
