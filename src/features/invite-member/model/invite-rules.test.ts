import { describe, expect, it } from 'vitest'
import { memberFor } from '../../../../tests/factories'
import { inviteConflict, inviteResolver } from './invite.schema'

const m = memberFor

describe('invite rules', () => {
  const team = { members: [m('Dev@Acme.test', 'member')], invites: [{ email: 'new@acme.test' }] }

  it('refuses members and invitees, case-insensitively', () => {
    expect(inviteConflict('dev@acme.TEST', team)).toBe('User already in team')
    expect(inviteConflict(' NEW@acme.test ', team)).toBe('User already invited')
    expect(inviteConflict('fresh@acme.test', team)).toBeNull()
  })

  it('lets an address whose invitation has expired be invited again', () => {
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString()
    const invites = [
      { email: 'gone@acme.test', status: 'expired' as const, expiresAt: future },
      { email: 'lapsed@acme.test', status: 'pending' as const, expiresAt: past },
      { email: 'soon@acme.test', status: 'pending' as const, expiresAt: future },
    ]
    const withInvites = { members: [], invites }
    expect(inviteConflict('GONE@acme.test', withInvites)).toBeNull()
    expect(inviteConflict('lapsed@acme.test', withInvites)).toBeNull()
    expect(inviteConflict('soon@acme.test', withInvites)).toBe('User already invited')
  })

  it('checks the shape first, then the team, and trims the address', async () => {
    const run = (email: string) =>
      inviteResolver({ email, role: 'member' }, team, {
        fields: {},
        shouldUseNativeValidation: false,
      })
    expect((await run('nope')).errors.email?.message).toBe('Please enter a valid email')
    expect((await run('a b@acme.test')).errors.email?.message).toBe('Please enter a valid email')
    expect((await run('dev@acme.test')).errors.email?.message).toBe('User already in team')
    expect((await run(' fresh@acme.test ')).values).toEqual({
      email: 'fresh@acme.test',
      role: 'member',
    })
  })
})
