/**
 * Runs `run` in a task after the next frame is painted: what the person just did shows first,
 * and the work it starts (a re-sort, a request) follows.
 */
export function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0))
}
