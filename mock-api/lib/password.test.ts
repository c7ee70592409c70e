// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashPassword, verifyPassword } from './password'

afterEach(() => vi.unstubAllEnvs())

describe('password hashes (scrypt)', () => {
  it('record the cost DEMO_SCRYPT_N gives, and verify by the cost they record', async () => {
    vi.stubEnv('DEMO_SCRYPT_N', '1024')
    const cheap = await hashPassword('s3cret-pass')
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/)
    vi.stubEnv('DEMO_SCRYPT_N', '')
    const full = await hashPassword('s3cret-pass')
    expect(full).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('s3cret-pass', cheap)).toBe(true)
    vi.stubEnv('DEMO_SCRYPT_N', '1024')
    expect(await verifyPassword('s3cret-pass', full)).toBe(true)
    expect(await verifyPassword('wrong-pass', full)).toBe(false)
  })

  it('fall back to Node’s default for a cost that is not a power of two', async () => {
    vi.stubEnv('DEMO_SCRYPT_N', '1000')
    expect(await hashPassword('s3cret-pass')).toMatch(/^scrypt\$16384\$/)
  })
})
