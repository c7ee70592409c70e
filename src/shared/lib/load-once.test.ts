import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('fetches once however often it is asked, and has the result at once after', async () => {
    const fetch = vi.fn(() => Promise.resolve('view'))
    const part = loadOnce(fetch)
    expect(part.loaded()).toBeUndefined()
    const [a, b] = await Promise.all([part.load(), part.load()])
    expect([a, b, part.loaded()]).toEqual(['view', 'view', 'view'])
    await part.load()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failure, which it does not keep', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('view')
    const part = loadOnce(fetch)
    await expect(part.load()).rejects.toThrow('offline')
    expect(part.loaded()).toBeUndefined()
    await expect(part.load()).resolves.toBe('view')
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
