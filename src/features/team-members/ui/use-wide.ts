import { useSyncExternalStore } from 'react'

// Tailwind's lg breakpoint: the table from here up, stacked cards below (at md the side menu takes the room).
const QUERY = '(min-width: 64rem)'

let wideQuery: MediaQueryList | null | undefined
// One list for the page: each render reads it, and a new one per read costs a style query.
const media = () =>
  (wideQuery ??= typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null)

function subscribe(onChange: () => void) {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** True from the lg breakpoint up (and where media queries are unknown). */
export const useWide = (): boolean =>
  useSyncExternalStore(subscribe, () => media()?.matches ?? true)
