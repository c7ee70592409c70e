// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, tokenFor } from './test-helpers'

const notification = {
  type: 'announcement',
  key: 'new_feature',
  title: 'New',
  text: 'Something new',
}

describe('internal notifications', () => {
  it('internal admins can announce and send to a list', async () => {
    const token = await tokenFor('staff@flow.test')
    const all = await call('/api/v1/notification/internal/announce', { token, body: notification })
    expect(all.status).toBe(200)
    expect(all.body.sent).toBeGreaterThan(2000)
    const some = await call('/api/v1/notification/internal/create', {
      token,
      body: { emails: ['admin@acme.test', 'member@acme.test'], notification },
    })
    expect(some).toEqual({ status: 200, body: { sent: 2 } })
  })

  it('400 on missing fields or bad e-mails', async () => {
    const token = await tokenFor('staff@flow.test')
    expect(
      (
        await call('/api/v1/notification/internal/announce', {
          token,
          body: { ...notification, title: '' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('/api/v1/notification/internal/announce', {
          token,
          body: { ...notification, type: 'spam' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('/api/v1/notification/internal/create', {
          token,
          body: { emails: [], notification },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('/api/v1/notification/internal/create', {
          token,
          body: { emails: ['nope'], notification },
        })
      ).status,
    ).toBe(400)
  })

  it('403 for non-internal users and for internal non-admins', async () => {
    expect(
      await call('/api/v1/notification/internal/announce', {
        token: await tokenFor('admin@acme.test'),
        body: notification,
      }),
    ).toEqual({
      status: 403,
      body: { detail: 'Internal access only', code: 'internal_only' },
    })
    expect(
      await call('/api/v1/notification/internal/announce', {
        token: await tokenFor('intern@flow.test'),
        body: notification,
      }),
    ).toEqual({
      status: 403,
      body: { detail: 'Admin access required', code: 'admin_required' },
    })
  })
})
