import { remPx } from '@/shared/lib'
import { OPEN_DIALOG } from './open-dialog'

/** Room left around the control, so its focus ring shows too. */
const MARGIN_PX = 12
/** Of a control taller than this (a message field), its first lines are enough to see. */
const FIRST_PART_REM = 6

/** What must show: the control's first lines, and its label above them when both fit. */
function wanted(element: Element, room: number): { top: number; bottom: number } {
  const own = element.getBoundingClientRect()
  const bottom = Math.min(own.bottom, own.top + FIRST_PART_REM * remPx())
  const label =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.labels?.[0]?.getBoundingClientRect()
      : undefined
  const top = label && bottom - label.top <= room ? Math.min(label.top, own.top) : own.top
  return { top, bottom }
}

/**
 * Scrolls what scrolls inside the dialog holding `element` (its body; on a very short screen the
 * whole dialog) just enough to show it. Radix focuses a dialog's first control without scrolling,
 * so opening never moves the page; at large text on a phone that control can start below the
 * visible part, under the footer.
 */
export function revealInDialog(element: Element | null): void {
  // Focus still outside a dialog (nothing took it): the page is left alone.
  if (!element?.closest(OPEN_DIALOG)) return
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll') {
      const view = node.getBoundingClientRect()
      const { top, bottom } = wanted(element, view.height - 2 * MARGIN_PX)
      if (top < view.top + MARGIN_PX) node.scrollTop -= view.top + MARGIN_PX - top
      else if (bottom > view.bottom - MARGIN_PX) node.scrollTop += bottom - view.bottom + MARGIN_PX
    }
    if (node.matches(OPEN_DIALOG)) return
  }
}

/** The same for the control Radix focuses right after an open-autofocus handler returns. */
export function revealFocusWhenGiven(): void {
  queueMicrotask(() => revealInDialog(document.activeElement))
}
