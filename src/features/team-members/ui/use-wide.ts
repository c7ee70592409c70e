import { useSyncExternalStore } from 'react'
import { breakpoint } from '@/shared/lib'

// The table from lg up, stacked cards below (at md the side menu takes the room).
function subscribe(onChange: () => void) {
  const list = breakpoint('lg')
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** True from the lg breakpoint up (and where media queries are unknown). */
export const useWide = (): boolean =>
  useSyncExternalStore(subscribe, () => breakpoint('lg')?.matches ?? true)
