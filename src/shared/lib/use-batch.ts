import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { runBatch } from './batch'
import { newBatchId } from './batch-id'

export type BatchRowState = 'queued' | 'running' | 'done' | 'failed'

/** One item of a batch as the UI shows it. */
export interface BatchRow<T, R> {
  item: T
  state: BatchRowState
  value?: R
  error?: unknown
}

export interface BatchRun<T, R> {
  rows: readonly BatchRow<T, R>[]
  /** True from start until every item of the current run has settled. */
  running: boolean
  total: number
  /** Items settled (done or failed). */
  settled: number
  failed: number
  /** Runs the items (replacing any earlier rows); resolves with the rows once all settled. */
  start: (items: readonly T[]) => Promise<readonly BatchRow<T, R>[]>
  /** Runs again only the failed rows, keeping the successful ones. */
  retryFailed: () => Promise<readonly BatchRow<T, R>[]>
  /** Stops starting new items (those in flight still finish). */
  cancel: () => void
  reset: () => void
}

interface Options<T, R> {
  /** One item's call; `batch` is the run's id, the same for a retry of its failed rows. */
  work: (item: T, batch: string) => Promise<R>
  concurrency?: number
  /** Called once after each run (start or retry) with every row, and the rows this run sent. */
  onFinish?: (rows: readonly BatchRow<T, R>[], ran: readonly BatchRow<T, R>[]) => void
}

/** A batch with per-row state for progress, results and "Retry failed" (at most 4 at a time). */
export function useBatch<T, R>({ work, concurrency = 4, onFinish }: Options<T, R>): BatchRun<T, R> {
  const [rows, setRows] = useState<readonly BatchRow<T, R>[]>([])
  const [running, setRunning] = useState(false)
  // The latest rows and callbacks, read by runs that outlive a render.
  const rowsRef = useRef(rows)
  const latest = useRef({ work, onFinish })
  useLayoutEffect(() => {
    latest.current = { work, onFinish }
  })
  const abort = useRef<AbortController | null>(null)
  const batch = useRef('')

  const frame = useRef(0)
  // Rows change as each item settles; the screen takes at most one update per frame.
  const commit = useCallback((next: readonly BatchRow<T, R>[], now = false) => {
    rowsRef.current = next
    if (now) {
      cancelAnimationFrame(frame.current)
      frame.current = 0
      setRows(next)
    } else if (!frame.current) {
      frame.current = requestAnimationFrame(() => {
        frame.current = 0
        setRows(rowsRef.current)
      })
    }
  }, [])

  const run = useCallback(
    async (base: readonly BatchRow<T, R>[], indexes: readonly number[]) => {
      const controller = new AbortController()
      abort.current = controller
      const again = new Set(indexes)
      commit(
        base.map((row, i) => (again.has(i) ? { item: row.item, state: 'queued' as const } : row)),
        true,
      )
      setRunning(true)
      const update = (index: number, row: BatchRow<T, R>) => {
        const copy = rowsRef.current.slice()
        copy[index] = row
        commit(copy)
      }
      const id = batch.current
      await runBatch(indexes, (index) => latest.current.work(base[index]!.item, id), {
        concurrency,
        signal: controller.signal,
        onStart: (n) => update(indexes[n]!, { item: base[indexes[n]!]!.item, state: 'running' }),
        onSettled: (n, outcome) => {
          const index = indexes[n]!
          const item = base[index]!.item
          update(
            index,
            outcome.ok
              ? { item, state: 'done', value: outcome.value }
              : { item, state: 'failed', error: outcome.error },
          )
        },
      })
      const finished = rowsRef.current
      commit(finished, true)
      setRunning(false)
      latest.current.onFinish?.(
        finished,
        indexes.map((i) => finished[i]!),
      )
      return finished
    },
    [commit, concurrency],
  )

  const start = useCallback(
    (items: readonly T[]) => {
      batch.current = newBatchId()
      return run(
        items.map((item) => ({ item, state: 'queued' as const })),
        items.map((_, i) => i),
      )
    },
    [run],
  )
  const retryFailed = useCallback(() => {
    const base = rowsRef.current
    return run(
      base,
      base.flatMap((row, i) => (row.state === 'failed' ? [i] : [])),
    )
  }, [run])
  const cancel = useCallback(() => abort.current?.abort(), [])
  const reset = useCallback(() => {
    abort.current?.abort()
    commit([], true)
    setRunning(false)
  }, [commit])

  let settled = 0
  let failed = 0
  for (const row of rows) {
    if (row.state === 'done' || row.state === 'failed') settled++
    if (row.state === 'failed') failed++
  }
  return { rows, running, total: rows.length, settled, failed, start, retryFailed, cancel, reset }
}
