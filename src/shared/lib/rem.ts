/** The root font size in px: rem-based sizes follow the browser's text size (UX-15). */
export const remPx = (): number =>
  parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
