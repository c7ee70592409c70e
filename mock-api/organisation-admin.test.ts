// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, getPage, linksIn, postForm, tokenFor } from './test-helpers'

describe('organisation settings, SSO, the BAA, the mailbox and self-invite', () => {
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
