import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberJoinPath, takeReturnPath } from './session-ended'

afterEach(() => vi.useRealTimers())

describe('coming back to an invite link after signing in (INVLINK-7)', () => {
  it('is taken once, by whoever signs in', () => {
    rememberJoinPath('/join/abc_123')
    expect(takeReturnPath('user-1')).toBe('/join/abc_123')
    expect(takeReturnPath('user-1')).toBeNull()
  })

  it('keeps only /join paths, for a day', () => {
    rememberJoinPath('https://evil.test/join/x')
    expect(takeReturnPath('user-1')).toBeNull()
    rememberJoinPath('/app/team')
    expect(takeReturnPath('user-1')).toBeNull()
    vi.useFakeTimers({ toFake: ['Date'] })
    rememberJoinPath('/join/abc')
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000)
    expect(takeReturnPath('user-1')).toBeNull()
  })
})
