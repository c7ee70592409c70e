import { describe, expect, it } from 'vitest'
import { memberFor } from '../../../../tests/factories'
import { isLastAdmin } from './last-admin'
import { sortInvites, sortMembers } from './sort-members'

const m = memberFor

describe('sorting', () => {
  it('puts admins first, then members with a role, then none, each by e-mail', () => {
    const sorted = sortMembers([
      m('zed@a.test', null),
      m('bob@a.test', 'member'),
      m('Yan@a.test', 'admin'),
      m('amy@a.test', null),
      m('Al@a.test', 'member'),
      m('abe@a.test', 'admin'),
    ])
    expect(sorted.map((x) => x.email)).toEqual([
      'abe@a.test',
      'Yan@a.test',
      'Al@a.test',
      'bob@a.test',
      'amy@a.test',
      'zed@a.test',
    ])
  })

  it('sorts invitations by e-mail without touching the input', () => {
    const invites = [
      { email: 'b@a.test', status: 'pending' as const, expiresAt: '', role: 'member' as const },
      { email: 'A@a.test', status: 'expired' as const, expiresAt: '', role: 'admin' as const },
    ]
    expect(sortInvites(invites).map((i) => i.email)).toEqual(['A@a.test', 'b@a.test'])
    expect(invites[0]?.email).toBe('b@a.test')
  })
})

describe('last admin', () => {
  it('is the only admin left', () => {
    const ada = m('ada@a.test', 'admin')
    const ops = m('ops@a.test', 'admin')
    const dev = m('dev@a.test', 'member')
    expect(isLastAdmin([ada, ops, dev], ada)).toBe(false)
    expect(isLastAdmin([ada, dev], ada)).toBe(true)
    expect(isLastAdmin([ada, dev], dev)).toBe(false)
  })
})
