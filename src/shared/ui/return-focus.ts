import { useLayoutEffect, useRef } from 'react'

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
    if (opener.current?.isConnected) opener.current.focus()
  }
}
