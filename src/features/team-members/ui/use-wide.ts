import { useSyncExternalStore } from 'react'

// Tailwind's lg breakpoint: the table from here up, stacked cards below (at md the side menu takes the room).
const QUERY = '(min-width: 64rem)'

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null)

function subscribe(onChange: () => void) {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** True from the lg breakpoint up (and where media queries are unknown). */
export const useWide = (): boolean =>
  useSyncExternalStore(subscribe, () => media()?.matches ?? true)
