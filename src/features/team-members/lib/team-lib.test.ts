import { describe, expect, it } from 'vitest'
import type { Member } from '@/entities/member'
import { capitalise, expiryText } from './expiry-text'
import { csvCell, csvFileName, membersToCsv } from './members-csv'
import { buildTeamRows, filterTeamRows } from './team-rows'

const at = (y: number, mo: number, d: number, h = 12, mi = 0) =>
  new Date(y, mo - 1, d, h, mi).getTime()
const iso = (ms: number) => new Date(ms).toISOString()

describe('expiryText', () => {
  const now = at(2025, 3, 10, 9)
  it.each([
    [at(2025, 3, 10, 8), 'Invitation expired'],
    [now, 'Invitation expired'],
    [at(2025, 3, 10, 23, 59), 'expires today'],
    [at(2025, 3, 11, 0, 1), 'expires tomorrow'],
    [at(2025, 3, 12, 8), 'expires in 2 days'],
    [at(2025, 3, 22), 'expires in 12 days'],
    [at(2025, 4, 9), 'expires in 30 days'],
    [at(2025, 4, 10), 'expires in 1 month'],
    [at(2025, 4, 24), 'expires in 2 months'],
    [at(2025, 9, 10), 'expires in 6 months'],
  ])('%s → %s', (expires, text) => expect(expiryText(iso(expires), now)).toBe(text))

  it('counts calendar days across a daylight-saving change', () => {
    expect(expiryText(iso(at(2025, 3, 31, 12)), at(2025, 3, 29, 12))).toBe('expires in 2 days')
  })

  it('treats an unreadable date as expired', () => {
    expect(expiryText('soon', now)).toBe('Invitation expired')
  })

  it('capitalises a status', () => {
    expect(capitalise('pending')).toBe('Pending')
    expect(capitalise('EXPIRED')).toBe('Expired')
    expect(capitalise('')).toBe('')
  })
})

const member = (over: Partial<Member>): Member => ({
  userId: 'u',
  firstName: '',
  lastName: '',
  name: '',
  email: 'x@acme.test',
  avatarUrl: null,
  role: 'member',
  ...over,
})

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
  })

  it('neutralises formula injection', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"')
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes a header and one line per member, CRLF-terminated', () => {
    const csv = membersToCsv([
      member({ name: 'Ada, Admin', email: 'ada@acme.test', role: 'admin' }),
      member({ name: '=cmd', email: 'eve@acme.test', role: null }),
    ])
    expect(csv).toBe(
      'Name,Email,Role\r\n"Ada, Admin",ada@acme.test,Admin\r\n\'=cmd,eve@acme.test,\r\n',
    )
  })

  it('names the file after the organisation', () => {
    expect(csvFileName('Acme Corp')).toBe('acme-corp-members.csv')
    expect(csvFileName('***')).toBe('team-members.csv')
  })
})

describe('filterTeamRows', () => {
  const rows = buildTeamRows(
    [member({ userId: '1', name: 'Dee Developer', email: 'dev@acme.test' })],
    [{ email: 'New.Hire@acme.test', status: 'pending', expiresAt: '', role: 'member' }],
  )
  it('matches name or e-mail, case-insensitively, every word', () => {
    expect(filterTeamRows(rows, '').length).toBe(2)
    expect(filterTeamRows(rows, 'DEE').map((r) => r.key)).toEqual(['m:1'])
    expect(filterTeamRows(rows, 'new.hire').map((r) => r.kind)).toEqual(['invite'])
    expect(filterTeamRows(rows, 'acme dev').map((r) => r.key)).toEqual(['m:1'])
    expect(filterTeamRows(rows, 'nobody')).toEqual([])
  })
})
