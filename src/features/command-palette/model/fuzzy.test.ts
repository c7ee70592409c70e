import { describe, expect, it } from 'vitest'
import { fuzzyScore } from './fuzzy'

describe('fuzzyScore (UX-2)', () => {
  it('lists everything for an empty search', () => expect(fuzzyScore('  ', ['Team'])).toBe(1))

  it('ranks a prefix over a word inside over letters in order', () => {
    const prefix = fuzzyScore('sign', ['Sign out'])
    const word = fuzzyScore('out', ['Sign out'])
    const letters = fuzzyScore('sgnt', ['Sign out'])
    expect(prefix).toBeGreaterThan(word)
    expect(word).toBeGreaterThan(letters)
    expect(letters).toBeGreaterThan(0)
  })

  it('matches letters in order, not out of order', () => {
    expect(fuzzyScore('bllng prtl', ['Open the billing portal'])).toBeGreaterThan(0)
    expect(fuzzyScore('prtl bllng', ['Open the billing portal'])).toBe(0)
  })

  it('never matches letters across two keywords', () => {
    expect(fuzzyScore('log out', ['Open the billing portal', 'subscription', 'invoice'])).toBe(0)
    expect(fuzzyScore('log out', ['Sign out', 'logout', 'log out'])).toBe(1)
  })

  it('takes the words of a phrase in any order', () =>
    expect(fuzzyScore('theme dark', ['Use the dark theme'])).toBe(0.7))

  it('ignores case', () => expect(fuzzyScore('PRIVACY', ['Privacy'])).toBe(1))
})
