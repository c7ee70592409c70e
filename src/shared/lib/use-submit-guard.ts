import { useCallback, useRef } from 'react'

/**
 * Wraps async submit handlers so a second press while the first is still running (validation
 * included) does nothing: a double click sends one request.
 */
export function useSubmitGuard() {
  const running = useRef(false)
  return useCallback(
    <A extends unknown[]>(handler: (...args: A) => Promise<unknown>) =>
      async (...args: A) => {
        if (running.current) return
        running.current = true
        try {
          await handler(...args)
        } finally {
          running.current = false
        }
      },
    [],
  )
}
