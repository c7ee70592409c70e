import { describe, expect, it } from 'vitest'
import { lastActiveText } from './last-active-text'

const NOW = Date.parse('2026-11-20T12:00:00.000Z')

describe('last active, in words (USAGE-7, USAGE-11)', () => {
  it('says how long ago, and — for never', () => {
    expect(lastActiveText('2026-11-17T12:00:00.000Z', NOW)).toBe('3 days ago')
    expect(lastActiveText(null, NOW)).toBe('—')
  })

  it('reads a time ahead of the viewer’s clock as now, never as in the future', () => {
    expect(lastActiveText('2026-11-20T14:00:00.000Z', NOW)).toBe('now')
  })
})
