// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { call, signIn } from './test-helpers'

afterEach(() => {
  vi.useRealTimers()
  delete process.env.DEMO_TOKEN_TTL_SECONDS
})

describe('refresh tokens', () => {
  it('rotate: the new one works; the old one only within the reuse interval, after it a reuse ends the session', async () => {
    const first = await signIn('admin@acme.test')
    const second = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(second.status).toBe(200)
    expect(second.body.refresh_token).not.toBe(first.refresh_token)
    // Another tab refreshing with the same token at once gets the same new session.
    const concurrent = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(concurrent.status).toBe(200)
    expect(concurrent.body.refresh_token).toBe(second.body.refresh_token)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 11_000)
    const reuse = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(reuse.status).toBe(400)
    expect(reuse.body.error_code).toBe('refresh_token_not_found')
    // A replay outside the grace window revokes the whole session family, as GoTrue does.
    const third = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: second.body.refresh_token },
    })
    expect(third.status).toBe(400)
    expect(third.body.error_code).toBe('refresh_token_not_found')
    expect((await call('/api/v1/user/user-id', { token: second.body.access_token })).status).toBe(
      401,
    )
    // Other sessions of the same user are not touched.
    const other = await signIn('admin@acme.test')
    expect((await call('/api/v1/user/user-id', { token: other.access_token })).status).toBe(200)
  })

  it('a rotated token reused within the grace window keeps the session', async () => {
    const first = await signIn('admin@acme.test')
    const second = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5_000)
    const again = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(again.status).toBe(200)
    const next = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: second.body.refresh_token },
    })
    expect(next.status).toBe(200)
  })
})

describe('logout scopes', () => {
  async function threeSessions() {
    return [
      await signIn('admin@acme.test'),
      await signIn('admin@acme.test'),
      await signIn('admin@acme.test'),
    ] as const
  }
  const works = async (token: string) => (await call('/api/v1/user/user-id', { token })).status

  it('local revokes only this session (and its refresh token)', async () => {
    const [a, b] = await threeSessions()
    expect(
      (await call('/auth/v1/logout?scope=local', { method: 'POST', token: a.access_token })).status,
    ).toBe(204)
    expect(await works(a.access_token)).toBe(401)
    expect(await works(b.access_token)).toBe(200)
    const refresh = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: a.refresh_token },
    })
    expect(refresh.status).toBe(400)
    const user = await call('/auth/v1/user', { token: a.access_token })
    expect(user.status).toBe(403)
    expect(user.body.error_code).toBe('session_not_found')
  })

  it('global revokes every session of the user', async () => {
    const [a, b, c] = await threeSessions()
    const other = await signIn('ops@acme.test')
    expect(
      (await call('/auth/v1/logout?scope=global', { method: 'POST', token: a.access_token }))
        .status,
    ).toBe(204)
    for (const s of [a, b, c]) expect(await works(s.access_token)).toBe(401)
    expect(await works(other.access_token)).toBe(200)
  })

  it('others revokes all sessions but this one', async () => {
    const [a, b, c] = await threeSessions()
    expect(
      (await call('/auth/v1/logout?scope=others', { method: 'POST', token: a.access_token }))
        .status,
    ).toBe(204)
    expect(await works(a.access_token)).toBe(200)
    expect(await works(b.access_token)).toBe(401)
    expect(await works(c.access_token)).toBe(401)
  })

  it('requires a token and a valid scope', async () => {
    expect((await call('/auth/v1/logout?scope=global', { method: 'POST' })).status).toBe(401)
    const { access_token } = await signIn('admin@acme.test')
    expect(
      (await call('/auth/v1/logout?scope=everything', { method: 'POST', token: access_token }))
        .status,
    ).toBe(400)
  })
})

describe('access tokens on the product API', () => {
  it('401 without a token, with a forged one and with a garbage one', async () => {
    expect(await call('/api/v1/enterprise')).toEqual({
      status: 401,
      body: { detail: 'Not authenticated', code: 'not_authenticated' },
    })
    const { access_token } = await signIn('admin@acme.test')
    const [h, p] = access_token.split('.')
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`
    expect((await call('/api/v1/enterprise', { token: forged })).status).toBe(401)
    expect((await call('/api/v1/enterprise', { token: 'garbage' })).status).toBe(401)
    const user = await call('/auth/v1/user', { token: forged })
    expect(user.status).toBe(403)
    expect(user.body.error_code).toBe('bad_jwt')
  })

  it('401 once the token expired (DEMO_TOKEN_TTL_SECONDS)', async () => {
    process.env.DEMO_TOKEN_TTL_SECONDS = '2'
    vi.useFakeTimers({ toFake: ['Date'] })
    const session = await signIn('admin@acme.test')
    expect(session).toMatchObject({ expires_in: 2 })
    expect((await call('/api/v1/enterprise', { token: session.access_token })).status).toBe(200)
    vi.setSystemTime(Date.now() + 3_000)
    expect((await call('/api/v1/enterprise', { token: session.access_token })).status).toBe(401)
    expect((await call('/auth/v1/user', { token: session.access_token })).body.error_code).toBe(
      'bad_jwt',
    )
    // the refresh token still gives a fresh access token
    const refreshed = await call('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    })
    expect((await call('/api/v1/enterprise', { token: refreshed.body.access_token })).status).toBe(
      200,
    )
  })

  it('tokens do not survive a demo reset', async () => {
    const { access_token } = await signIn('admin@acme.test')
    expect((await call('/demo/reset', { method: 'POST' })).status).toBe(204)
    expect((await call('/api/v1/enterprise', { token: access_token })).status).toBe(401)
  })
})
