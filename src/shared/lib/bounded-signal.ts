/**
 * An abort signal for one bounded call: it fires after `ms` or when the caller's signal aborts.
 * A plain timer (not AbortSignal.timeout) so tests can drive it with fake timers; `release` once
 * the call is over.
 */
export function boundedSignal(ms: number, caller?: AbortSignal | null) {
  const controller = new AbortController()
  let expired = false
  const timer = setTimeout(() => {
    expired = true
    controller.abort()
  }, ms)
  const cancel = () => controller.abort()
  caller?.addEventListener('abort', cancel, { once: true })
  if (caller?.aborted) cancel()
  return {
    signal: controller.signal,
    /** Whether the time ran out (rather than the caller cancelling). */
    expired: () => expired,
    release: () => {
      clearTimeout(timer)
      caller?.removeEventListener('abort', cancel)
    },
  }
}

/** Rejects once `signal` aborts: raced against work that does not heed the signal itself. */
export const whenAborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    if (signal.aborted) return reject(new Error('aborted'))
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })
  })
