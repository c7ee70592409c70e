// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { latest, newest } from './audit-test-helpers'
import { call, tokenFor } from './test-helpers'

/** AUDIT-5: the organisation's, billing's and internal staff's calls each record an event. */

const ACME = 'admin@acme.test'
const FLOW = 'staff@flow.test'
const BIG = 'bigadmin@bigcorp.test'
const OFF = { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false }

describe('the audit log records', () => {
  it('a rename and a new logo, never the logo’s bytes (AUDIT-5)', async () => {
    const token = await tokenFor(ACME)
    await call('/api/v1/enterprise', {
      method: 'PATCH',
      token,
      body: { name: 'Acme Holdings', logo: '' },
    })
    expect(await latest('organization.renamed')).toMatchObject({
      target: { type: 'organization', label: 'Acme Holdings' },
      changes: { name: { before: 'Acme Corp', after: 'Acme Holdings' } },
    })
    expect((await latest('organization.logo_changed')).changes).toEqual({
      logo: { before: 'custom', after: null },
    })
  })

  it('one event per settings switch that changed (AUDIT-5)', async () => {
    const token = await tokenFor(BIG)
    // BigCorp starts with localDataDelete and autoInvite on.
    await call('/api/v1/enterprise/settings', {
      method: 'PATCH',
      token,
      body: { ...OFF, enforceSSO: true, autoInvite: true },
    })
    const events = await newest('setting.changed', BIG, 2)
    const changes = events.map((e) => e.changes)
    expect(changes).toEqual(
      expect.arrayContaining([
        { enforceSSO: { before: false, after: true } },
        { localDataDelete: { before: true, after: false } },
      ]),
    )
    expect(events.map((e) => e.target.label).sort()).toEqual([
      'Auto-delete local data',
      'Enforce SSO',
    ])
    // Two switches changed: an older event is none of this call's.
    const [third] = (await newest('setting.changed', BIG, 3)).slice(2)
    expect(Date.now() - Date.parse(third?.occurred_at ?? '0')).toBeGreaterThan(60_000)
  })

  it('SSO set-up and connect, and the BAA signature (AUDIT-5)', async () => {
    const token = await tokenFor(FLOW)
    await call('/api/v1/enterprise/sso', { method: 'POST', token })
    expect((await latest('sso.setup_started', FLOW)).target.label).toBe('Single sign-on')
    await call('/api/v1/enterprise/sso/connect', { token })
    expect((await latest('sso.connected', FLOW)).metadata).toEqual({ provider: 'okta' })
    const big = await tokenFor(BIG)
    await call('/api/v1/enterprise/hipaa-baa', { token: big, body: { legal_name: 'BigCorp LLC' } })
    expect(await latest('baa.signed', BIG)).toMatchObject({
      target: { label: 'HIPAA BAA' },
      changes: { legal_name: { before: null, after: 'BigCorp LLC' } },
    })
  })

  it('a checkout started and a plan switch (AUDIT-5)', async () => {
    const token = await tokenFor(ACME)
    await call('/api/v1/payment/create_enterprise_checkout_session', {
      token,
      body: { plan: 'FLOW_BUSINESS_YEARLY', seats: 3 },
    })
    expect((await latest('billing.checkout_started')).metadata).toEqual({
      plan: 'FLOW_BUSINESS_YEARLY',
      seats: '3',
    })
    await call('/api/v1/payment/enterprise/switch-plan', {
      token,
      body: { plan: 'FLOW_BUSINESS_YEARLY' },
    })
    expect((await latest('billing.plan_switched')).changes).toEqual({
      plan: { before: 'FLOW_TEAM_YEARLY', after: 'FLOW_BUSINESS_YEARLY' },
    })
  })

  it('notifications sent and the catalog’s refresh-all, in staff’s organisation (AUDIT-5)', async () => {
    const token = await tokenFor(FLOW)
    const notification = { type: 'announcement', key: 'launch', title: 'Launch', text: 'Hi' }
    await call('/api/v1/notification/internal/create', {
      token,
      body: { emails: ['a@acme.test', 'b@acme.test'], notification },
    })
    expect(await latest('notification.sent', FLOW)).toMatchObject({
      target: { type: 'notification', id: 'launch', label: 'Launch' },
      metadata: { type: 'announcement', sent: '2' },
    })
    await call('/api/v1/notification/internal/announce', { token, body: notification })
    expect((await latest('notification.sent', FLOW)).metadata.recipients).toBe('all')
    await call('/api/v1/analytics/refresh-all-event-types', { token })
    expect((await latest('catalog.refresh_started', FLOW)).actor.email).toBe(FLOW)
  })

  it('a new organisation, in its own log (AUDIT-5)', async () => {
    const token = await tokenFor('founder@umbrella.test')
    await call('/api/v1/enterprise', { token, body: { name: 'Umbrella', domain: 'umbrella.test' } })
    const event = await latest('organization.created', 'founder@umbrella.test')
    expect(event.changes.name).toEqual({ before: null, after: 'Umbrella' })
    const acme = await newest('organization.created', ACME, 5)
    expect(acme.some((e) => e.id === event.id)).toBe(false)
  })
})
