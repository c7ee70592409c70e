// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, getPage, linksIn, passwordGrant, postForm } from './test-helpers'

describe('user status', () => {
  it('reports existence, verification and provider', async () => {
    expect((await call('/user_status?email=admin%40acme.test')).body).toEqual({
      exists: true,
      verified: true,
      provider: 'email',
    })
    expect((await call('/user_status?email=google.user%40acme.test')).body).toEqual({
      exists: true,
      verified: true,
      provider: 'google',
    })
    expect((await call('/user_status?email=unverified%40acme.test')).body).toEqual({
      exists: true,
      verified: false,
      provider: 'email',
    })
    expect((await call('/user_status?email=nobody%40acme.test')).body).toEqual({
      exists: false,
      verified: false,
      provider: null,
    })
    expect((await call('/user_status?email=not-an-email')).status).toBe(400)
    expect((await call('/user_status')).status).toBe(400)
  })
})

describe('sign-up and verification', () => {
  it('sign-up → unverified → verification link from the mailbox → sign-in', async () => {
    const signup = await call('/email/signup', {
      body: { email: 'new.user@umbrella.test', password: 'secret1', full_name: 'New User' },
    })
    expect(signup.status).toBe(200)
    expect(typeof signup.body.user_id).toBe('string')
    expect((await call('/user_status?email=new.user%40umbrella.test')).body).toEqual({
      exists: true,
      verified: false,
      provider: 'email',
    })
    expect((await passwordGrant('new.user@umbrella.test', 'secret1')).body.error_code).toBe(
      'email_not_confirmed',
    )

    const mailbox = await getPage('/demo/mailbox')
    const verifyLink = linksIn(mailbox.html).find((href) => href.includes('/demo/verify?token='))
    expect(verifyLink).toBeDefined()
    const verified = await getPage(
      new URL(verifyLink ?? '').pathname + new URL(verifyLink ?? '').search,
    )
    expect(verified.status).toBe(200)
    expect(verified.html).toContain('href="/login"')
    expect((await call('/user_status?email=new.user%40umbrella.test')).body.verified).toBe(true)
    expect((await passwordGrant('new.user@umbrella.test', 'secret1')).status).toBe(200)
    // a used link is rejected
    expect(
      (await getPage(new URL(verifyLink ?? '').pathname + new URL(verifyLink ?? '').search)).status,
    ).toBe(400)
  })

  it('validates sign-up input', async () => {
    const missing = await call('/email/signup', {
      body: { email: 'a@umbrella.test', password: 'secret1' },
    })
    expect(missing.status).toBe(400)
    expect(typeof missing.body.error).toBe('string')
    const short = await call('/email/signup', {
      body: { email: 'a@umbrella.test', password: '123', full_name: 'A' },
    })
    expect(short).toEqual({
      status: 400,
      body: { error: 'Password must be at least 6 characters long', code: 'weak_password' },
    })
    const taken = await call('/email/signup', {
      body: { email: 'Admin@acme.test', password: 'secret1', full_name: 'A' },
    })
    expect(taken).toEqual({
      status: 409,
      body: { error: 'User already registered', code: 'user_exists' },
    })
  })

  it('resends the verification e-mail; 404 for unknown accounts', async () => {
    expect(
      (await call('/email/resend-verification-email', { body: { email: 'unverified@acme.test' } }))
        .status,
    ).toBe(200)
    expect((await getPage('/demo/mailbox?to=unverified%40acme.test')).html).toContain(
      '/demo/verify?token=',
    )
    const unknown = await call('/email/resend-verification-email', {
      body: { email: 'ghost@acme.test' },
    })
    expect(unknown.status).toBe(404)
    expect(typeof unknown.body.error).toBe('string')
  })
})

describe('e-mail sign-in and password reset', () => {
  it('/email/signin returns tokens; wrong password 400', async () => {
    const ok = await call('/email/signin', {
      body: { email: 'admin@acme.test', password: 'demo1234' },
    })
    expect(ok.status).toBe(200)
    expect(Object.keys(ok.body).sort()).toEqual(['access_token', 'refresh_token'])
    expect((await call('/api/v1/user/user-id', { token: ok.body.access_token })).status).toBe(200)
    expect(
      await call('/email/signin', { body: { email: 'admin@acme.test', password: 'x' } }),
    ).toEqual({
      status: 400,
      body: { error: 'Invalid login credentials', code: 'invalid_credentials' },
    })
  })

  it('reset password: 404 for an unknown account; the mailed link sets a new password', async () => {
    expect(
      await call('/email/request-reset-password', { body: { email: 'ghost@acme.test' } }),
    ).toEqual({
      status: 404,
      body: { error: 'User not found', code: 'user_not_found' },
    })
    const sent = await call('/email/request-reset-password', {
      body: { email: 'member@acme.test' },
    })
    expect(sent.status).toBe(200)
    expect(typeof sent.body.message).toBe('string')
    const link = linksIn((await getPage('/demo/mailbox?to=member%40acme.test')).html).find((h) =>
      h.includes('reset-password'),
    )
    const token = new URL(link ?? '').searchParams.get('token') ?? ''
    expect(
      (await getPage(`/demo/reset-password?token=${encodeURIComponent(token)}`)).html,
    ).toContain('Set password')
    expect((await postForm('/demo/reset-password', { token, password: '123' })).status).toBe(400)
    expect((await postForm('/demo/reset-password', { token, password: 'newpass1' })).status).toBe(
      200,
    )
    expect((await passwordGrant('member@acme.test', 'newpass1')).status).toBe(200)
    expect((await passwordGrant('member@acme.test', 'demo1234')).status).toBe(400)
  })
})
