import { useState } from 'react'

/** The root font size in px: rem-based sizes follow the browser's text size (UX-15). */
export const remPx = (): number =>
  parseFloat(getComputedStyle(document.documentElement).fontSize) || 16

/**
 * A list row's height in px at the reader's text size, read once per list: `rem` of content and
 * padding plus `borderPx` (borders stay 1 px whatever the text size). A virtualiser's first guess.
 */
export function useRowHeight(rem: number, borderPx = 0): number {
  const [px] = useState(() => rem * remPx() + borderPx)
  return px
}
