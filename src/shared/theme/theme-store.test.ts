import { afterEach, describe, expect, it } from 'vitest'
import { getThemeChoice, setThemeChoice, themeCookie } from './theme-store'

/** UX-8: the theme cookie, `__Host-` and `Secure` on https (issue 42). */

afterEach(() => setThemeChoice('system'))

describe('theme cookie (UX-8)', () => {
  it('on https it is __Host-flow-theme, Secure, for the whole origin, and drops the bare name', () => {
    expect(themeCookie('dark', 'https:')).toEqual([
      '__Host-flow-theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      'flow-theme=; Path=/; Max-Age=0; SameSite=Lax',
    ])
    expect(themeCookie(null, 'https:')[0]).toBe(
      '__Host-flow-theme=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    )
  })

  it('on plain http (localhost) it keeps the bare name without Secure', () => {
    expect(themeCookie('light', 'http:')).toEqual([
      'flow-theme=light; Path=/; Max-Age=31536000; SameSite=Lax',
    ])
  })

  it('choosing writes the cookie of this page, and System removes it', () => {
    expect(window.location.protocol).toBe('http:')
    setThemeChoice('dark')
    expect(document.cookie).toMatch(/(^|; )flow-theme=dark/)
    localStorage.clear()
    expect(getThemeChoice()).toBe('dark') // the cookie outlives Logout's clearing
    setThemeChoice('system')
    expect(document.cookie).not.toMatch(/flow-theme=/)
  })
})
