// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, getPage, linksIn, postForm, tokenFor } from './test-helpers'

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

  it('updates name and logo (admin only)', async () => {
    const admin = await tokenFor('admin@acme.test')
    const res = await call('/api/v1/enterprise', {
      method: 'PATCH',
      token: admin,
      body: { name: 'Acme Inc', logo: null },
    })
    expect(res.body).toMatchObject({ name: 'Acme Inc', logo: null })
    expect(
      (await call('/api/v1/enterprise', { method: 'PATCH', token: admin, body: { name: '' } }))
        .status,
    ).toBe(400)
    const member = await tokenFor('member@acme.test')
    expect(
      await call('/api/v1/enterprise', { method: 'PATCH', token: member, body: { name: 'X' } }),
    ).toEqual({
      status: 403,
      body: { detail: 'Admin access required', code: 'admin_required' },
    })
  })

  it('settings: Enterprise-only switches, privacy mode cannot be turned off', async () => {
    const acme = await tokenFor('admin@acme.test')
    const base = { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false }
    const zdr = await call('/api/v1/enterprise/settings', {
      method: 'PATCH',
      token: acme,
      body: { ...base, zdr: true },
    })
    expect(zdr).toEqual({
      status: 403,
      body: { detail: 'Enterprise plan required', code: 'enterprise_required' },
    })
    const auto = await call('/api/v1/enterprise/settings', {
      method: 'PATCH',
      token: acme,
      body: { ...base, autoInvite: true },
    })
    expect(auto).toEqual({ status: 200, body: { ...base, autoInvite: true } })
    const flow = await tokenFor('staff@flow.test')
    const off = await call('/api/v1/enterprise/settings', {
      method: 'PATCH',
      token: flow,
      body: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: true },
    })
    expect(off.status).toBe(400)
    expect(
      (
        await call('/api/v1/enterprise/settings', {
          method: 'PATCH',
          token: flow,
          body: { zdr: true },
        })
      ).status,
    ).toBe(400)
    const member = await tokenFor('intern@flow.test')
    expect(
      (
        await call('/api/v1/enterprise/settings', {
          method: 'PATCH',
          token: member,
          body: { ...base, zdr: true },
        })
      ).status,
    ).toBe(403)
  })

  it('SSO: not Enterprise → 403; connect before setup → 400; setup via the demo portal → connect succeeds', async () => {
    expect(
      (
        await call('/api/v1/enterprise/sso', {
          method: 'POST',
          token: await tokenFor('admin@acme.test'),
        })
      ).status,
    ).toBe(403)
    const globex = await tokenFor('admin@globex.test')
    expect(await call('/api/v1/enterprise/sso/connect', { token: globex })).toEqual({
      status: 400,
      body: { detail: 'SSO not configured', code: 'sso_not_configured' },
    })
    const sso = await call('/api/v1/enterprise/sso', { method: 'POST', token: globex })
    expect(sso.status).toBe(200)
    const match = /^link="(.+)"$/.exec(sso.body.sso_admin_portal_url)
    expect(match).not.toBeNull()
    const portalUrl = new URL(match?.[1] ?? '')
    expect(portalUrl.pathname).toBe('/demo/sso-portal')
    const portal = await getPage(portalUrl.pathname + portalUrl.search)
    expect(portal.html).toContain('Complete setup')
    expect(portal.html).toContain('Demo backend — not a real provider/payment page')
    const session = /name="session" value="([^"]+)"/.exec(portal.html)?.[1] ?? ''
    const done = await postForm('/demo/sso-portal', { session, provider: 'okta' })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Setup complete.')
    expect(await call('/api/v1/enterprise/sso/connect', { token: globex })).toEqual({
      status: 200,
      body: { provider: 'okta' },
    })
  })

  it('HIPAA BAA: Enterprise only, non-blank legal name, once', async () => {
    expect(
      (
        await call('/api/v1/enterprise/hipaa-baa', {
          token: await tokenFor('admin@acme.test'),
          body: { legal_name: 'A' },
        })
      ).status,
    ).toBe(403)
    const big = await tokenFor('bigadmin@bigcorp.test')
    expect(
      (await call('/api/v1/enterprise/hipaa-baa', { token: big, body: { legal_name: ' ' } }))
        .status,
    ).toBe(400)
    const signed = await call('/api/v1/enterprise/hipaa-baa', {
      token: big,
      body: { legal_name: 'BigCorp LLC' },
    })
    expect(signed.status).toBe(200)
    expect(typeof signed.body.message).toBe('string')
    expect((await call('/api/v1/enterprise', { token: big })).body.hipaaBaaSigned).toBe(true)
    expect(
      (await call('/api/v1/enterprise/hipaa-baa', { token: big, body: { legal_name: 'Again' } }))
        .status,
    ).toBe(409)
  })

  it('the mailbox lists messages to admins (contact-admin without an organisation)', async () => {
    const joiner = await tokenFor('joiner@acme.test')
    const res = await call('/api/v1/enterprise/contact-admin', {
      token: joiner,
      body: { message: 'Please add me' },
    })
    expect(res).toEqual({ status: 200, body: { message: 'sent' } })
    const mailbox = await getPage('/demo/mailbox')
    expect(mailbox.html).toContain('admin@acme.test')
    expect(mailbox.html).toContain('ops@acme.test')
    expect(mailbox.html).toContain('Please add me')
    expect(linksIn(mailbox.html)).toContain('http://localhost:3000/app/team')
    const founder = await tokenFor('founder@umbrella.test')
    expect(
      (await call('/api/v1/enterprise/contact-admin', { token: founder, body: { message: 'hi' } }))
        .status,
    ).toBe(404)
  })

  it('self-invite needs autoInvite on the domain team', async () => {
    const joiner = await tokenFor('joiner@acme.test')
    expect(
      (await call('/api/v1/enterprise/self-invite', { method: 'POST', token: joiner })).status,
    ).toBe(403)
    const admin = await tokenFor('admin@acme.test')
    await call('/api/v1/enterprise/settings', {
      method: 'PATCH',
      token: admin,
      body: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: true },
    })
    const joined = await call('/api/v1/enterprise/self-invite', { method: 'POST', token: joiner })
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({
      name: 'Acme Corp',
      userRole: 'member',
      subscription: { numSeats: 10, seatsCurrentCycle: 10 },
    })
  })
})
