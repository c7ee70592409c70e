/** Room left around the control, so its focus ring shows too. */
const MARGIN_PX = 12

/**
 * Scrolls the dialog body holding `element` just enough to show it, with its label when both
 * fit (a control taller than the body shows from its top). Radix focuses a dialog's first
 * control without scrolling, so opening never moves the page; at large text on a phone that
 * control can start below the body's visible part, under the footer.
 */
export function revealInBody(element: Element | null): void {
  const body = element?.closest<HTMLElement>('[data-slot="body"]')
  if (!element || !body) return
  const own = element.getBoundingClientRect()
  const label =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.labels?.[0]?.getBoundingClientRect()
      : undefined
  const view = body.getBoundingClientRect()
  const room = view.height - 2 * MARGIN_PX
  const top = label && own.bottom - label.top <= room ? Math.min(label.top, own.top) : own.top
  const bottom = Math.min(own.bottom, top + room)
  if (top < view.top + MARGIN_PX) body.scrollTop -= view.top + MARGIN_PX - top
  else if (bottom > view.bottom - MARGIN_PX) body.scrollTop += bottom - (view.bottom - MARGIN_PX)
}
