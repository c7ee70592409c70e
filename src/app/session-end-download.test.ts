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
    await new Promise((r) => setTimeout(r, 0))
    const signOut = vi.spyOn(await getAuthClient(), 'signOut')
    endSession()
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledWith({ scope: 'local' }))
  })
})
