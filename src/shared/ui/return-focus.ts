import { useLayoutEffect, useRef } from 'react'

/** The shells' main region (the skip link's target), focusable from script. */
export const MAIN_ID = 'main'

/** Gives the page's main region the focus when what held it is about to go away. */
export function focusMain() {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
}

/**
 * For a dialog opened from state (no Radix trigger): remembers what had focus when it opened and
 * gives focus back there on close. Pass the result as the content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null
  }, [open])
  return (event: Event) => {
    event.preventDefault()
    if (opener.current?.isConnected) return opener.current.focus()
    // The opener is gone (a removed row, a signed BAA, a closed menu's item): the page's main
    // region takes the focus, so the keyboard goes on from the page rather than from its start.
    focusMain()
  }
}
