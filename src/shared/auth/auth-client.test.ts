import { describe, expect, it, vi } from 'vitest'
import { getAuthClient } from './auth-client'

vi.mock('@supabase/auth-js', async (original) =>
  (await import('../../../tests/failing-download')).failingDownload(original),
)

describe('getAuthClient', () => {
  it('tries a failed download again on the next call, then keeps the one client', async () => {
    await expect(getAuthClient()).rejects.toThrow()
    const client = await getAuthClient()
    expect(await getAuthClient()).toBe(client)
  })
})
