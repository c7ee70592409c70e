import { useCallback, useRef } from 'react'

/**
 * VAL-4: starts an action unless the previous one has not settled. Synchronous, unlike a
 * mutation's isPending, which renders a tick later: a double click in between would send twice.
 */
export function useSingleFlight() {
  const running = useRef(false)
  return useCallback((start: (settled: () => void) => void) => {
    if (running.current) return
    running.current = true
    start(() => {
      running.current = false
    })
  }, [])
}
