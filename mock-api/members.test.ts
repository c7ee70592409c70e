// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, subscription, tokenFor } from './test-helpers'

describe('members', () => {
  it('lists members with the contract shape', async () => {
    const res = await call('/api/v1/enterprise/members', {
      token: await tokenFor('member@acme.test'),
    })
    expect(res.status).toBe(200)
    expect(res.body.members).toHaveLength(5)
    const mo = res.body.members.find((m: { email: string }) => m.email === 'member@acme.test')
    expect(mo).toEqual({
      userId: expect.any(String),
      firstName: 'Mo',
      lastName: 'Member',
      name: 'Mo Member',
      email: 'member@acme.test',
      avatarUrl: null,
      role: 'member',
    })
    const legacy = res.body.members.find((m: { email: string }) => m.email === 'legacy@acme.test')
    expect(legacy.role).toBeNull()
  })

  it('BigCorp has 2,000 members and 300 pending invitations', async () => {
    const token = await tokenFor('bigadmin@bigcorp.test')
    expect((await call('/api/v1/enterprise/members', { token })).body.members).toHaveLength(2000)
    const invitations = (await call('/api/v1/enterprise/invitations', { token })).body.invitations
    expect(invitations).toHaveLength(300)
    expect(invitations.every((i: { status: string }) => i.status === 'pending')).toBe(true)
  })

  it('403 for a member on every admin-only call', async () => {
    const token = await tokenFor('member@acme.test')
    const members = (await call('/api/v1/enterprise/members', { token })).body.members
    const dev = members.find((m: { email: string }) => m.email === 'dev@acme.test')
    const calls = [
      call(`/api/v1/enterprise/members/${dev.userId}`, {
        method: 'PATCH',
        token,
        body: { role: 'admin' },
      }),
      call(`/api/v1/enterprise/members/${dev.userId}`, { method: 'DELETE', token }),
      call('/api/v1/enterprise/invitations', {
        token,
        body: { email: 'a@acme.test', role: 'member' },
      }),
      call('/api/v1/enterprise/invitations/new.hire%40acme.test', { method: 'DELETE', token }),
      call('/api/v1/enterprise/sso', { method: 'POST', token }),
      call('/api/v1/enterprise/sso/connect', { token }),
      call('/api/v1/payment/create_enterprise_checkout_session', {
        token,
        body: { plan: 'FLOW_TEAM_YEARLY', seats: 3 },
      }),
      call('/api/v1/payment/enterprise-portal', { token }),
      call('/api/v1/payment/enterprise/switch-plan', {
        token,
        body: { plan: 'FLOW_BUSINESS_YEARLY' },
      }),
    ]
    for (const res of await Promise.all(calls))
      expect(res).toEqual({
        status: 403,
        body: { detail: 'Admin access required', code: 'admin_required' },
      })
  })

  it('changes roles; refuses own role and unknown members', async () => {
    const token = await tokenFor('admin@acme.test')
    const members = (await call('/api/v1/enterprise/members', { token })).body.members
    const byEmail = (e: string) => members.find((m: { email: string }) => m.email === e)
    const changed = await call(`/api/v1/enterprise/members/${byEmail('dev@acme.test').userId}`, {
      method: 'PATCH',
      token,
      body: { role: 'admin' },
    })
    expect(changed.body).toMatchObject({ email: 'dev@acme.test', role: 'admin' })
    const own = await call(`/api/v1/enterprise/members/${byEmail('admin@acme.test').userId}`, {
      method: 'PATCH',
      token,
      body: { role: 'member' },
    })
    expect(own.status).toBe(400)
    const bad = await call(`/api/v1/enterprise/members/${byEmail('dev@acme.test').userId}`, {
      method: 'PATCH',
      token,
      body: { role: 'owner' },
    })
    expect(bad.status).toBe(400)
    expect(
      (
        await call('/api/v1/enterprise/members/nope', {
          method: 'PATCH',
          token,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(404)
  })

  it('cannot remove yourself; removing a member keeps the seat billed', async () => {
    const token = await tokenFor('admin@acme.test')
    const members = (await call('/api/v1/enterprise/members', { token })).body.members
    const me = members.find((m: { email: string }) => m.email === 'admin@acme.test')
    expect(
      await call(`/api/v1/enterprise/members/${me.userId}`, { method: 'DELETE', token }),
    ).toEqual({
      status: 400,
      body: { detail: 'You cannot remove yourself from the team', code: 'cannot_remove_self' },
    })
    const before = await subscription(token)
    const dev = members.find((m: { email: string }) => m.email === 'dev@acme.test')
    expect(
      await call(`/api/v1/enterprise/members/${dev.userId}`, { method: 'DELETE', token }),
    ).toEqual({
      status: 200,
      body: { success: true },
    })
    const after = await subscription(token)
    expect(after.numSeats).toBe(before.numSeats - 1)
    expect(after.seatsCurrentCycle).toBe(before.seatsCurrentCycle)
    expect(
      (await call(`/api/v1/enterprise/members/${dev.userId}`, { method: 'DELETE', token })).status,
    ).toBe(404)
  })
})
