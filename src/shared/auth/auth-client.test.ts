import { describe, expect, it, vi } from 'vitest'
import { getAuthClient, whenAuthClientReady } from './auth-client'

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

describe('whenAuthClientReady', () => {
  it('calls a listener once, whether the client is still loading or already there', async () => {
    const early = vi.fn()
    const loading = getAuthClient()
    whenAuthClientReady(early)
    await loading
    const late = vi.fn()
    whenAuthClientReady(late)
    expect(early).toHaveBeenCalledTimes(1)
    expect(late).toHaveBeenCalledTimes(1)
  })
})
