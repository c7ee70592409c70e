type SchedulerWithYield = { yield?: () => Promise<void> }

/**
 * Ends the current task so the browser can paint and handle input before the next step; startup
 * work split this way never blocks the main thread for long.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
