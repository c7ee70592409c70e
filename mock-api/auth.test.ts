// @vitest-environment node
import { AuthClient } from '@supabase/auth-js'
import { describe, expect, it } from 'vitest'
import { BASE, passwordGrant, signIn } from './test-helpers'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

function authClient() {
  return new AuthClient({
    url: `${BASE}/auth/v1`,
    storage: memoryStorage(),
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  })
}

function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'))
}

describe('password grant', () => {
  it('issues a JWT-shaped session', async () => {
    const res = await passwordGrant('admin@acme.test')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'admin@acme.test' },
    })
    const payload = decodePayload(res.body.access_token)
    expect(payload).toMatchObject({
      email: 'admin@acme.test',
      aud: 'authenticated',
      role: 'authenticated',
    })
    expect(payload.exp).toBe(res.body.expires_at)
    expect(typeof payload.session_id).toBe('string')
    expect(res.body.user).toMatchObject({
      aud: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Admin' },
    })
  })

  it('rejects a wrong password and an unverified account with GoTrue error codes', async () => {
    const wrong = await passwordGrant('admin@acme.test', 'nope')
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
    const unverified = await passwordGrant('unverified@acme.test')
    expect(unverified.status).toBe(400)
    expect(unverified.body.error_code).toBe('email_not_confirmed')
    const oauthOnly = await passwordGrant('google.user@acme.test')
    expect(oauthOnly.body.error_code).toBe('invalid_credentials')
  })

  it('works with the real @supabase/auth-js client', async () => {
    const client = authClient()
    const { data, error } = await client.signInWithPassword({
      email: 'staff@flow.test',
      password: 'demo1234',
    })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe('staff@flow.test')
    const user = await client.getUser()
    expect(user.error).toBeNull()
    expect(user.data.user?.email).toBe('staff@flow.test')
    const refreshed = await client.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session?.refresh_token)
    const factors = await client.mfa.listFactors()
    expect(factors.error).toBeNull()
    expect((await client.signOut({ scope: 'local' })).error).toBeNull()
    const bad = await authClient().signInWithPassword({
      email: 'staff@flow.test',
      password: 'wrong',
    })
    expect(bad.error?.message).toBe('Invalid login credentials')
    expect(bad.error?.code).toBe('invalid_credentials')
  })

  it('lets the auth client adopt tokens handed back in a redirect (setSession)', async () => {
    const session = await signIn('member@acme.test')
    const client = authClient()
    const { data, error } = await client.setSession(session)
    expect(error).toBeNull()
    expect(data.user?.email).toBe('member@acme.test')
  })
})
