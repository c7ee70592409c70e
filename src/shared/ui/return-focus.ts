import { useLayoutEffect, useRef } from 'react'

/** The shells' main region (the skip link's target), focusable from script. */
export const MAIN_ID = 'main'

/** Gives the page's main region the focus when what held it is about to go away; false if none. */
export function focusMain(): boolean {
  const main = document.getElementById(MAIN_ID)
  main?.focus({ preventScroll: true })
  return main !== null
}

/**
 * For a dialog opened from state (no Radix trigger): remembers what had focus when it opened and
 * gives focus back there on close. Pass the result as the content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null
  }, [open])
  return (event: Event) => {
    event.preventDefault()
    const back = opener.current
    if (back?.isConnected && !back.matches(':disabled')) return back.focus()
    // The opener is gone or disabled (a removed row, a signed BAA, a switch turned on for good):
    // the caller's fallback (a removed row's neighbour), else the page's main region, takes the
    // focus, so the keyboard goes on from the page, not its start.
    const instead = fallback?.()
    if (instead?.isConnected) return instead.focus()
    focusMain()
  }
}
