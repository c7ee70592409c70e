// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, getPage, subscription, tokenFor } from './test-helpers'

describe('invitations', () => {
  it('lists the Acme invitations with expired and pending ones', async () => {
    const res = await call('/api/v1/enterprise/invitations', {
      token: await tokenFor('admin@acme.test'),
    })
    const invitations = res.body.invitations as {
      email: string
      status: string
      expiresAt: string
      role: string
    }[]
    expect(invitations).toHaveLength(5)
    expect(invitations.filter((i) => i.status === 'expired')).toHaveLength(1)
    const days = invitations
      .filter((i) => i.status === 'pending')
      .map((i) => Math.floor((Date.parse(i.expiresAt) - Date.now()) / 86_400_000))
      .sort((a, b) => a - b)
    expect(days).toEqual([0, 1, 12, 45])
  })

  it('an invite raises billed seats; revoking leaves them billed', async () => {
    const token = await tokenFor('admin@acme.test')
    expect(await subscription(token)).toMatchObject({ numSeats: 9, seatsCurrentCycle: 9 })
    const invited = await call('/api/v1/enterprise/invitations', {
      token,
      body: { email: 'New.Person@acme.test', role: 'member' },
    })
    expect(invited.status).toBe(201)
    expect(invited.body).toEqual({
      email: 'new.person@acme.test',
      status: 'pending',
      expiresAt: expect.any(String),
      role: 'member',
    })
    expect(await subscription(token)).toMatchObject({ numSeats: 10, seatsCurrentCycle: 10 })
    const revoked = await call('/api/v1/enterprise/invitations/new.person%40acme.test', {
      method: 'DELETE',
      token,
    })
    expect(revoked).toEqual({ status: 200, body: { success: true } })
    expect(await subscription(token)).toMatchObject({ numSeats: 9, seatsCurrentCycle: 10 })
    expect(
      (
        await call('/api/v1/enterprise/invitations/new.person%40acme.test', {
          method: 'DELETE',
          token,
        })
      ).status,
    ).toBe(404)
    // the invitee got an e-mail
    expect((await getPage('/demo/mailbox?to=new.person%40acme.test')).html).toContain(
      'invited you to Acme Corp',
    )
  })

  it('invitation_exists, already_member, no_subscription, bad input', async () => {
    const token = await tokenFor('admin@acme.test')
    const again = await call('/api/v1/enterprise/invitations', {
      token,
      body: { email: 'NEW.HIRE@acme.test', role: 'member' },
    })
    expect(again).toEqual({
      status: 409,
      body: { error: 'invitation_exists', code: 'invitation_exists' },
    })
    const member = await call('/api/v1/enterprise/invitations', {
      token,
      body: { email: 'dev@acme.test', role: 'member' },
    })
    expect(member).toEqual({
      status: 409,
      body: { error: 'already_member', code: 'already_member' },
    })
    // an expired invitation can be sent again
    const expired = await call('/api/v1/enterprise/invitations', {
      token,
      body: { email: 'former.contractor@acme.test', role: 'member' },
    })
    expect(expired.status).toBe(201)
    expect(
      (
        await call('/api/v1/enterprise/invitations', {
          token,
          body: { email: 'not-an-email', role: 'member' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('/api/v1/enterprise/invitations', {
          token,
          body: { email: 'a@acme.test', role: 'boss' },
        })
      ).status,
    ).toBe(400)
    const initech = await tokenFor('billing@initech.test')
    expect(
      await call('/api/v1/enterprise/invitations', {
        token: initech,
        body: { email: 'peter@initech.test', role: 'member' },
      }),
    ).toEqual({
      status: 402,
      body: { error: 'no_subscription', code: 'no_subscription' },
    })
    // past_due still allows inviting
    const globex = await tokenFor('admin@globex.test')
    expect(
      (
        await call('/api/v1/enterprise/invitations', {
          token: globex,
          body: { email: 'x@globex.test', role: 'member' },
        })
      ).status,
    ).toBe(201)
  })

  it('an invited user joins the organisation on sign-in', async () => {
    const admin = await tokenFor('admin@acme.test')
    await call('/api/v1/enterprise/invitations', {
      token: admin,
      body: { email: 'joiner@acme.test', role: 'admin' },
    })
    const joiner = await tokenFor('joiner@acme.test')
    const org = await call('/api/v1/enterprise', { token: joiner })
    expect(org.body).toMatchObject({
      name: 'Acme Corp',
      userRole: 'admin',
      subscription: { numSeats: 10 },
    })
    const invitations = (await call('/api/v1/enterprise/invitations', { token: admin })).body
      .invitations
    expect(invitations.map((i: { email: string }) => i.email)).not.toContain('joiner@acme.test')
  })
})
