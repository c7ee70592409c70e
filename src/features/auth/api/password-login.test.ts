import { describe, expect, it, vi } from 'vitest'
import { passwordLogin } from './password-login'

vi.mock('@supabase/auth-js', async (original) =>
  (await import('../../../../tests/failing-download')).failingDownload(original),
)

describe('password sign-in while the auth client cannot download', () => {
  it('says the login failed, and the next attempt signs in', async () => {
    const values = { email: 'admin@acme.test', password: 'demo1234' }
    await expect(passwordLogin(values)).rejects.toThrow('Login failed. Please try again.')
    await expect(passwordLogin(values)).resolves.toMatchObject({ kind: 'signed-in' })
  })
})
