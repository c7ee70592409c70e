import { describe, expect, it } from 'vitest'
import { memberFor } from '../../../../tests/factories'
import { ApiError } from '@/shared/api'
import { inviteErrorMessage } from '@/entities/invite'
import { removeErrorMessage, roleErrorMessage } from './error-messages'
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

describe('error messages', () => {
  const api = (code: string, detail?: string) => new ApiError(detail ?? code, 400, detail, { code })
  it('maps invite codes (TEAM-4)', () => {
    expect(inviteErrorMessage(api('invitation_exists'))).toBe('User already invited')
    expect(inviteErrorMessage(api('no_subscription'))).toBe('No subscription found')
    expect(inviteErrorMessage(api('stripe_error'))).toBe('Stripe error, message our team')
    expect(inviteErrorMessage(api('already_member'))).toBe('User already in team')
    expect(inviteErrorMessage(api('admin_required'))).toBe('Failed to invite users')
    expect(inviteErrorMessage(new Error('x'))).toBe('Failed to invite users')
  })

  it('maps role and removal failures, saying why for the last admin and oneself', () => {
    expect(roleErrorMessage(api('last_admin', 'Cannot demote the last admin'))).toMatch(
      /^The last admin/,
    )
    expect(roleErrorMessage(api('x'))).toBe('Failed to update user')
    expect(removeErrorMessage(api('cannot_remove_self'))).toBe(
      'You cannot remove yourself from the team',
    )
    expect(removeErrorMessage(api('last_admin', 'Cannot remove the last admin'))).toMatch(
      /^The last admin/,
    )
    expect(removeErrorMessage(new Error('x'))).toBe('Failed to remove user')
  })
})
