import { describe, expect, it, vi } from 'vitest'
import { stubNewTabs } from '../../../tests/new-tabs'
import { openPendingTab } from './safe-url'

const HOSTS = ['billing.stripe.com']

describe('openPendingTab', () => {
  it('opens a blank tab at once, with no handle on this page, and sends it to an allowed URL', () => {
    const tabs = stubNewTabs()
    const tab = openPendingTab()
    expect(tabs.opened()).toBe(1)
    expect(tabs.withOpener()).toBe(0)
    expect(tab.go('https://billing.stripe.com/p/session', HOSTS)).toBe(true)
    expect(tabs.sentTo()).toEqual(['https://billing.stripe.com/p/session'])
    expect(tabs.closed()).toBe(0)
  })

  it.each(['javascript:alert(1)', 'https://evil.example/portal', undefined])(
    'closes the tab for %j, sending it nowhere',
    (raw) => {
      const tabs = stubNewTabs()
      expect(openPendingTab().go(raw, HOSTS)).toBe(false)
      expect(tabs.sentTo()).toEqual([])
      expect(tabs.closed()).toBe(1)
    },
  )

  it('tries a plain new tab once the URL is known when a popup blocker refused the first', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    expect(openPendingTab().go('https://billing.stripe.com/p/session', HOSTS)).toBe(true)
    expect(open).toHaveBeenLastCalledWith(
      'https://billing.stripe.com/p/session',
      '_blank',
      'noopener,noreferrer',
    )
  })
})
