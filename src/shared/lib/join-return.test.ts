import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberJoinReturn, takeJoinReturn } from './join-return'

afterEach(() => vi.useRealTimers())

describe('coming back to an invite link after signing in (INVLINK-7)', () => {
  it('is taken once', () => {
    rememberJoinReturn('/join/abc_123')
    expect(takeJoinReturn()).toBe('/join/abc_123')
    expect(takeJoinReturn()).toBeNull()
  })

  it('keeps only /join paths, for a day', () => {
    rememberJoinReturn('https://evil.test/join/x')
    expect(takeJoinReturn()).toBeNull()
    vi.useFakeTimers({ toFake: ['Date'] })
    rememberJoinReturn('/join/abc')
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000)
    expect(takeJoinReturn()).toBeNull()
  })
})
