import { vi } from 'vitest'

/**
 * window.open stubbed with the tabs a press opens (openPendingTab): how many opened, where they
 * were sent, how many were closed again, and whether any kept a handle on this page.
 */
export function stubNewTabs() {
  const tabs: { opener: Window | null; sent: string[]; closed: boolean }[] = []
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const tab = { opener: window as Window | null, sent: [] as string[], closed: false }
    tabs.push(tab)
    const handle = {
      set opener(value: Window | null) {
        tab.opener = value
      },
      location: { replace: (url: string) => void tab.sent.push(url) },
      close: () => void (tab.closed = true),
    }
    return handle as unknown as Window
  })
  return {
    open,
    opened: () => tabs.length,
    sentTo: () => tabs.flatMap((tab) => tab.sent),
    closed: () => tabs.filter((tab) => tab.closed).length,
    withOpener: () => tabs.filter((tab) => tab.opener !== null).length,
  }
}
