import { describe, expect, it, vi } from 'vitest'
import { getAuthClient } from '@/shared/auth'
import { download } from '../../tests/failing-download'
import { endSession } from './session-end'

vi.mock('@supabase/auth-js', async (original) =>
  (await import('../../tests/failing-download')).failingDownload(original),
)

describe('ending a session while the auth client cannot download', () => {
  it('is not latched: the next 401 signs out', async () => {
    endSession()
    await vi.waitFor(() => expect(download.fails).toBe(0))
    // The failed download is given up (not kept), so the auth client loads on the next call.
    const client = await vi.waitFor(() => getAuthClient())
    const signOut = vi.spyOn(client, 'signOut')
    endSession()
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledWith({ scope: 'local' }))
  })
})
