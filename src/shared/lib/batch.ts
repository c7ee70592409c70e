/** The outcome of one item of a batch: its value, or the error it failed with. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown }

export interface BatchOptions<R> {
  /** At most this many items are in flight at once (default 4). */
  concurrency?: number
  /** Aborting stops starting new items; items already started finish or fail on their own. */
  signal?: AbortSignal
  /** Called as each item settles, in completion order. */
  onSettled?: (index: number, outcome: BatchOutcome<R>) => void
  /** Called just before an item starts. */
  onStart?: (index: number) => void
}

/** The error of an item an abort kept from starting: nothing of it reached the server. */
export class NotStartedError extends Error {
  constructor(readonly reason: unknown) {
    super('Not started')
    this.name = 'NotStartedError'
  }
}

/** Whether a batch item failed only because an abort ("Stop") kept it from starting. */
export const wasNotStarted = (error: unknown): boolean => error instanceof NotStartedError

/**
 * Runs `work` over every item with a concurrency cap and never rejects: each item settles into
 * an outcome at its own index. Items skipped after an abort fail with a NotStartedError.
 */
export async function runBatch<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  { concurrency = 4, signal, onSettled, onStart }: BatchOptions<R> = {},
): Promise<BatchOutcome<R>[]> {
  const outcomes: BatchOutcome<R>[] = new Array<BatchOutcome<R>>(items.length)
  let next = 0
  const settle = (index: number, outcome: BatchOutcome<R>) => {
    outcomes[index] = outcome
    onSettled?.(index, outcome)
  }
  async function lane() {
    while (next < items.length) {
      const index = next++
      if (signal?.aborted) {
        settle(index, { ok: false, error: new NotStartedError(signal.reason) })
        continue
      }
      onStart?.(index)
      try {
        settle(index, { ok: true, value: await work(items[index] as T, index) })
      } catch (error) {
        settle(index, { ok: false, error })
      }
    }
  }
  const lanes = Math.max(1, Math.min(concurrency, items.length))
  await Promise.all(Array.from({ length: lanes }, lane))
  return outcomes
}
