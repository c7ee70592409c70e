// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '../src/shared/contract'
import { findUserByEmail } from './db'
import {
  BASE,
  call,
  getPage,
  later,
  linksIn,
  passwordGrant,
  postForm,
  signIn,
  tokenFor,
} from './test-helpers'

/** The demo backend is safe to expose: refresh reuse, limits, hashes, field lengths, headers. */

afterEach(() => {
  vi.useRealTimers()
  delete process.env.DEMO_SOURCE_ORIGINS
})

describe('passwords and one-time e-mail tokens', () => {
  it('stores scrypt hashes, never the password', async () => {
    const seeded = findUserByEmail('admin@acme.test')?.passwordHash ?? ''
    expect(seeded).toMatch(/^scrypt\$/)
    expect(seeded).not.toContain('demo1234')
    await call('/email/signup', {
      body: { email: 'fresh@acme.test', password: 'secret99', full_name: 'F' },
    })
    const fresh = findUserByEmail('fresh@acme.test')?.passwordHash ?? ''
    expect(fresh).toMatch(/^scrypt\$/)
    expect(fresh).not.toContain('secret99')
    expect(fresh).not.toBe(seeded)
  })

  async function mailedToken(to: string, path: string): Promise<string> {
    const link = linksIn((await getPage(`/demo/mailbox?to=${encodeURIComponent(to)}`)).html).find(
      (h) => h.includes(path),
    )
    return new URL(link ?? '').searchParams.get('token') ?? ''
  }

  it('a verification link expires after 24 hours', async () => {
    await call('/email/resend-verification-email', { body: { email: 'unverified@acme.test' } })
    const token = await mailedToken('unverified@acme.test', '/demo/verify')
    later(24 * 3_600_000 + 1_000)
    expect((await getPage(`/demo/verify?token=${token}`)).status).toBe(400)
  })

  it('a reset link expires after an hour', async () => {
    await call('/email/request-reset-password', { body: { email: 'member@acme.test' } })
    const token = await mailedToken('member@acme.test', '/demo/reset-password')
    later(3_600_000 + 1_000)
    expect((await getPage(`/demo/reset-password?token=${token}`)).status).toBe(400)
    expect((await postForm('/demo/reset-password', { token, password: 'newpass1' })).status).toBe(
      400,
    )
  })

  it('a password reset ends the other sessions of the user', async () => {
    const before = await signIn('member@acme.test')
    await call('/email/request-reset-password', { body: { email: 'member@acme.test' } })
    const token = await mailedToken('member@acme.test', '/demo/reset-password')
    expect((await postForm('/demo/reset-password', { token, password: 'newpass1' })).status).toBe(
      200,
    )
    expect((await call('/api/v1/user/user-id', { token: before.access_token })).status).toBe(401)
    expect(
      (
        await call('/auth/v1/token?grant_type=refresh_token', {
          body: { refresh_token: before.refresh_token },
        })
      ).status,
    ).toBe(400)
    expect((await passwordGrant('member@acme.test', 'newpass1')).status).toBe(200)
  })
})

describe('request size and field lengths', () => {
  const big = 'x'.repeat(65 * 1024)

  it('a body over 64 KiB answers 413 in the form of its area', async () => {
    const token = await tokenFor('admin@acme.test')
    const api = await call('/api/v1/enterprise', { method: 'PATCH', token, body: { name: big } })
    expect(api).toEqual({
      status: 413,
      body: { detail: 'The request body is too large', code: 'payload_too_large' },
    })
    const auth = await call('/auth/v1/token?grant_type=password', {
      body: { email: 'a@b.test', password: big },
    })
    expect(auth.status).toBe(413)
    expect(auth.body.error_code).toBe('payload_too_large')
    expect((await call('/email/signup', { body: { email: big } })).body).toEqual({
      error: 'The request body is too large',
      code: 'payload_too_large',
    })
  })

  it('every free-text field has a length limit', async () => {
    const admin = await tokenFor('admin@acme.test')
    const over = (n: number) => 'a'.repeat(n + 1)
    const cases: [string, string, unknown, string | null][] = [
      ['PATCH', '/api/v1/enterprise', { name: over(LIMITS.organisationName) }, admin],
      [
        'POST',
        '/api/v1/enterprise/contact-admin',
        { message: over(LIMITS.contactAdminMessage) },
        await tokenFor('member@acme.test'),
      ],
      [
        'POST',
        '/api/v1/enterprise/hipaa-baa',
        { legal_name: over(LIMITS.legalName) },
        await tokenFor('admin@globex.test'),
      ],
      [
        'POST',
        '/email/signup',
        { email: 'long@acme.test', password: 'secret1', full_name: over(LIMITS.fullName) },
        null,
      ],
    ]
    const staff = await tokenFor('staff@flow.test')
    for (const field of ['key', 'title', 'text'] as const) {
      const max = {
        key: LIMITS.notificationKey,
        title: LIMITS.notificationTitle,
        text: LIMITS.notificationText,
      }[field]
      const notification = {
        type: 'announcement',
        key: 'k',
        title: 't',
        text: 'x',
        [field]: over(max),
      }
      cases.push(['POST', '/api/v1/notification/internal/announce', notification, staff])
    }
    for (const [method, path, body, token] of cases) {
      const res = await call(path, { method, token, body })
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400)
      expect(res.body.code).toBe('invalid_request')
    }
    // At the limit is fine.
    expect(
      (
        await call('/api/v1/enterprise', {
          method: 'PATCH',
          token: admin,
          body: { name: 'a'.repeat(LIMITS.organisationName) },
        })
      ).status,
    ).toBe(200)
  })
})

describe('internal admin', () => {
  const notification = { type: 'announcement', key: 'k', title: 'T', text: 'Hello' }
  const announce = async (email: string) =>
    call('/api/v1/notification/internal/announce', {
      token: await tokenFor(email),
      body: notification,
    })

  it('is an admin of the internal organisation', async () => {
    expect((await announce('staff@flow.test')).status).toBe(200)
    expect((await announce('intern@flow.test')).body.code).toBe('admin_required')
  })

  it('an internal address made admin of an outside organisation is not one', async () => {
    const intern = findUserByEmail('intern@flow.test')
    const acme = findUserByEmail('admin@acme.test')?.orgId ?? null
    if (intern) Object.assign(intern, { orgId: acme, role: 'admin' })
    const res = await announce('intern@flow.test')
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('internal_only')
  })
})

describe('baseline headers', () => {
  it('JSON answers carry nosniff, no-store, HSTS, COOP and CORP', async () => {
    for (const path of ['/api/v1/enterprise', '/auth/v1/health', '/demo/faults']) {
      const res = await fetch(`${BASE}${path}`)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    }
  })
})
