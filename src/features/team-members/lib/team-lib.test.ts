import { describe, expect, it } from 'vitest'
import type { Member } from '@/entities/member'
import { capitalise, expiryText } from './expiry-text'
import { inviteChipText, inviteStatus } from './invite-status'
import { csvCell } from '@/shared/lib'
import { csvFileName, teamToCsv } from './members-csv'
import { applyTeamView, buildTeamRows, filterTeamRows, sortTeamRows } from './team-rows'

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

  it('writes a header and one line per row of the view, CRLF-terminated (TEAM-24)', () => {
    const now = at(2025, 3, 10, 9)
    const rows = buildTeamRows(
      [
        member({ userId: '1', name: 'Ada, Admin', email: 'ada@acme.test', role: 'admin' }),
        member({ userId: '2', name: '=cmd', email: 'eve@acme.test', role: null }),
      ],
      [
        {
          email: 'new@acme.test',
          status: 'pending',
          expiresAt: iso(at(2025, 3, 13)),
          role: 'member',
        },
      ],
      now,
    )
    expect(teamToCsv(rows, now)).toBe(
      'Name,Email,Role,Status\r\n"Ada, Admin",ada@acme.test,Admin,Active\r\n\'=cmd,eve@acme.test,,Active\r\n,new@acme.test,Member,Pending\r\n',
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
    0,
  )
  it('matches name or e-mail, case-insensitively, every word', () => {
    expect(filterTeamRows(rows, '').length).toBe(2)
    expect(filterTeamRows(rows, 'DEE').map((r) => r.key)).toEqual(['m:1'])
    expect(filterTeamRows(rows, 'new.hire').map((r) => r.kind)).toEqual(['invite'])
    expect(filterTeamRows(rows, 'acme dev').map((r) => r.key)).toEqual(['m:1'])
    expect(filterTeamRows(rows, 'nobody')).toEqual([])
  })
})

describe('invitation status (TEAM-21)', () => {
  const now = at(2025, 3, 10, 9)
  const invite = (expires: number, status: 'pending' | 'expired' = 'pending') => ({
    email: 'x@acme.test',
    status,
    expiresAt: iso(expires),
    role: 'member' as const,
  })
  it.each([
    [at(2025, 3, 9), 'expired', 'Expired'],
    [at(2025, 3, 10, 20), 'expiring', 'Pending'],
    [at(2025, 3, 11), 'expiring', 'Pending'],
    [at(2025, 3, 17), 'expiring', 'Pending'],
    [at(2025, 3, 18), 'pending', 'Pending'],
  ])('%s → %s, %s', (expires, status, chip) => {
    expect(inviteStatus(invite(expires), now)).toBe(status)
    expect(inviteChipText(invite(expires), now)).toBe(chip)
  })
  it('believes the server when it says expired', () => {
    expect(inviteChipText(invite(at(2025, 4, 1), 'expired'), now)).toBe('Expired')
  })
})

describe('applyTeamView (TEAM-23)', () => {
  const now = at(2025, 3, 10, 9)
  const rows = buildTeamRows(
    [
      member({ userId: '1', name: 'Zed Admin', email: 'a@acme.test', role: 'admin' }),
      member({ userId: '2', name: 'Amy Member', email: 'b@acme.test', role: 'member' }),
      member({ userId: '3', name: '', email: 'c@acme.test', role: null }),
    ],
    [
      { email: 'old@acme.test', status: 'expired', expiresAt: iso(at(2025, 3, 1)), role: 'admin' },
      {
        email: 'soon@acme.test',
        status: 'pending',
        expiresAt: iso(at(2025, 3, 12)),
        role: 'member',
      },
    ],
    now,
    [{ email: 'lost@acme.test', role: 'member', message: 'Failed to invite users' }],
  )
  const keys = (view: Parameters<typeof applyTeamView>[1]) =>
    applyTeamView(sortTeamRows(rows, view.sort ?? 'role'), view).visible.map((r) => r.key)

  it('filters by role and status, keeping not-sent rows in sight', () => {
    expect(keys({ role: 'admin' })).toEqual(['u:lost@acme.test', 'm:1', 'i:old@acme.test'])
    expect(keys({ status: 'expiring' })).toEqual(['u:lost@acme.test', 'i:soon@acme.test'])
    expect(keys({ role: 'none', status: 'active' })).toEqual(['u:lost@acme.test', 'm:3'])
  })

  it('counts each filter value given the other filters', () => {
    const { counts } = applyTeamView(rows, { role: 'admin' })
    expect(counts.status).toEqual({ all: 2, active: 1, pending: 0, expiring: 0, expired: 1 })
    expect(counts.role).toEqual({ all: 5, admin: 2, member: 2, none: 1 })
  })

  it('drops a not-sent row once that address is invited again', () => {
    const again = buildTeamRows(
      [],
      [{ email: 'Lost@acme.test', status: 'pending', expiresAt: '', role: 'member' }],
      now,
      [{ email: 'lost@acme.test', role: 'member', message: 'x' }],
    )
    expect(again.map((r) => r.kind)).toEqual(['invite'])
  })

  it('sorts by name or e-mail within members and invitations', () => {
    expect(keys({ sort: 'name', status: 'active' })).toEqual([
      'u:lost@acme.test',
      'm:2',
      'm:1',
      'm:3',
    ])
    expect(keys({ sort: 'email', q: 'acme' }).slice(1, 4)).toEqual(['m:1', 'm:2', 'm:3'])
  })
})
