import { useEffect } from 'react'
import { focusMain } from './return-focus'

/**
 * Never leaves the keyboard on <body>: when the focused control goes away or is disabled (a row
 * removed or re-sorted out of view, a switch turned on for good, a bar swapped for a dialog), the
 * page's main region takes the focus, so Tab goes on from the page rather than from its start.
 * A dialog or menu that hands focus back to its opener still does so (it runs after this).
 */
export function useFocusRescue() {
  useEffect(() => {
    let focused: Element | null = null
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null
    }
    const observer = new MutationObserver(() => {
      if (!focused || (focused.isConnected && !focused.matches(':disabled'))) return
      const active = document.activeElement
      if (active && active !== document.body && active !== focused) return
      focused = null
      focusMain()
    })
    document.addEventListener('focusin', onFocusIn)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    })
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      observer.disconnect()
    }
  }, [])
}
