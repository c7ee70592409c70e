// Tailwind's default breakpoints (theme.css does not change them): where the script decides by
// width, it decides where the layout changes.
const BREAKPOINTS = { sm: '40rem', lg: '64rem' } as const

const lists = new Map<keyof typeof BREAKPOINTS, MediaQueryList | null>()

/**
 * The one MediaQueryList of a breakpoint ("from `name` up"), kept for the page: a new list per
 * read costs a style query. Null where media queries are unknown (jsdom).
 */
export function breakpoint(name: keyof typeof BREAKPOINTS): MediaQueryList | null {
  let list = lists.get(name)
  if (list === undefined) {
    list =
      typeof window.matchMedia === 'function'
        ? window.matchMedia(`(min-width: ${BREAKPOINTS[name]})`)
        : null
    lists.set(name, list)
  }
  return list
}
