import { useEffect } from 'react'
import { focusMain } from './return-focus'
import { OPEN_DIALOG } from './open-dialog'

/**
 * Never leaves the keyboard on <body>: when the focused control goes away or is disabled (a row
 * removed or re-sorted out of view, a switch turned on for good, a bar swapped for a dialog), the
 * page's main region takes the focus, so Tab goes on from the page rather than from its start.
 * Inside a dialog still open (Send giving way to Stop, Stop to Close) the dialog takes it: the
 * keyboard never leaves a modal for the page behind it. A dialog or menu that hands focus back
 * to its opener still does so (it runs after this). Mounted once for every page: when the focus
 * is lost on a page with no main region (the Sign in button giving way to the portal), the next
 * page's main region takes it as it arrives. A cold load focused nothing, so the skip link stays
 * the first Tab stop.
 */
export function useFocusRescue() {
  useEffect(() => {
    let focused: Element | null = null
    // The dialog around it, found while it is in the document (a removed node has no ancestors).
    let dialog: HTMLElement | null = null
    // Lost with no main region to take it: the next one to arrive does.
    let lost = false
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null
      dialog = focused?.closest<HTMLElement>(OPEN_DIALOG) ?? null
      lost = false
    }
    const observer = new MutationObserver(() => {
      const active = document.activeElement
      const nowhere = !active || active === document.body
      if (lost) {
        if (nowhere) lost = !focusMain()
        else lost = false
        return
      }
      if (!focused || (focused.isConnected && !focused.matches(':disabled'))) return
      if (!nowhere && active !== focused) return
      focused = null
      if (dialog?.isConnected) dialog.focus({ preventScroll: true })
      else lost = !focusMain()
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
