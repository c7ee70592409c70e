// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, tokenFor } from './test-helpers'

describe('organisation', () => {
  it("returns the caller's organisation with userRole", async () => {
    const admin = await call('/api/v1/enterprise', { token: await tokenFor('admin@acme.test') })
    expect(admin.status).toBe(200)
    expect(admin.body).toMatchObject({
      name: 'Acme Corp',
      domain: 'acme.test',
      userRole: 'admin',
      settings: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false },
      subscription: {
        status: 'active',
        productName: 'FLOW_TEAM_YEARLY',
        numSeats: 9,
        seatsCurrentCycle: 9,
      },
    })
    expect(admin.body.subscription.planEndsAt).toBeGreaterThan(Date.now() / 1000)
    const member = await call('/api/v1/enterprise', { token: await tokenFor('member@acme.test') })
    expect(member.body.userRole).toBe('member')
    const legacy = await call('/api/v1/enterprise', { token: await tokenFor('legacy@acme.test') })
    expect(legacy.body.userRole).toBeNull()
    const globex = await call('/api/v1/enterprise', { token: await tokenFor('admin@globex.test') })
    expect(globex.body.subscription).toMatchObject({
      status: 'past_due',
      productName: 'FLOW_BUSINESS_MONTHLY',
    })
    expect(globex.body.subscription.planEndsAt).toBeGreaterThan(Date.now() / 1000)
    const flow = await call('/api/v1/enterprise', { token: await tokenFor('staff@flow.test') })
    expect(flow.body).toMatchObject({
      workosProvider: 'okta',
      subscription: { productName: 'FLOW_BUSINESS_YEARLY' },
    })
  })

  it('404 when the caller has no organisation', async () => {
    const res = await call('/api/v1/enterprise', { token: await tokenFor('joiner@acme.test') })
    expect(res).toEqual({
      status: 404,
      body: { detail: 'Organization not found', code: 'organization_not_found' },
    })
  })

  it('refuses a public domain (400 "400: Forbidden domain") and reports the domain as forbidden', async () => {
    const token = await tokenFor('someone@gmail.com')
    const created = await call('/api/v1/enterprise', {
      token,
      body: { name: 'My team', domain: 'gmail.com' },
    })
    expect(created).toEqual({
      status: 400,
      body: { detail: '400: Forbidden domain', code: 'forbidden_domain' },
    })
    const status = await call('/api/v1/enterprise/domain-status', { token })
    expect(status.body).toEqual({
      team_domain_status: 'forbidden',
      team_name: null,
      auto_invite: false,
    })
    expect((await call('/api/v1/enterprise/domain-info', { token })).status).toBe(400)
  })

  it('domain status and info for a domain with and without a team', async () => {
    const joiner = await tokenFor('joiner@acme.test')
    expect((await call('/api/v1/enterprise/domain-status', { token: joiner })).body).toEqual({
      team_domain_status: 'exists',
      team_name: 'Acme Corp',
      auto_invite: false,
    })
    const info = await call('/api/v1/enterprise/domain-info', { token: joiner })
    const others = info.body.same_domain_users.map((u: { email: string }) => u.email)
    expect(others).toContain('dana@acme.test')
    expect(others).not.toContain('joiner@acme.test')
    expect(others).not.toContain('unverified@acme.test')
    expect(others).not.toContain('admin@acme.test')
    expect(info.body.team_members).toHaveLength(5)
    expect(info.body).toMatchObject({ team_name: 'Acme Corp', subscription_status: 'active' })
    const founder = await tokenFor('founder@umbrella.test')
    expect(
      (await call('/api/v1/enterprise/domain-status', { token: founder })).body.team_domain_status,
    ).toBe('available')
  })

  it('creates an organisation (201, admin, no subscription); 409 when already in one; 400 blank name', async () => {
    const token = await tokenFor('founder@umbrella.test')
    expect(
      (await call('/api/v1/enterprise', { token, body: { name: '  ', domain: 'umbrella.test' } }))
        .status,
    ).toBe(400)
    const created = await call('/api/v1/enterprise', {
      token,
      body: { name: 'Umbrella', domain: 'umbrella.test' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Umbrella',
      domain: 'umbrella.test',
      userRole: 'admin',
      subscription: null,
    })
    const again = await call('/api/v1/enterprise', {
      token,
      body: { name: 'Umbrella 2', domain: 'umbrella.test' },
    })
    expect(again.status).toBe(409)
    const invite = await call('/api/v1/enterprise/invitations', {
      token,
      body: { email: 'x@umbrella.test', role: 'member' },
    })
    // A new organisation invites during set-up; the seats are billed at checkout.
    expect(invite.status).toBe(201)
  })
})
