import type { KeyboardEvent } from 'react'

/**
 * A dialog's own Escape handler. Radix hears Escape only once the dialog's effects have run and
 * it counts as the top layer; a press in the dialog's first frames went unheard (or closed a
 * toast instead). Whatever Radix or a layer inside the dialog handled is default-prevented.
 */
export const closeOnEscape =
  (close: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    close()
  }
