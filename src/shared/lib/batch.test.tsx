import { describe, expect, it } from 'vitest'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { BatchProgress } from '@/shared/ui/batch-progress'
import { runBatch, wasNotStarted, type BatchOutcome } from '.'
import { useBatch } from './use-batch'

/** A task per item that resolves or rejects only when the test says so. */
function controlled() {
  const pending = new Map<number, { resolve: (v: string) => void; reject: (e: Error) => void }>()
  let inFlight = 0
  let maxInFlight = 0
  const work = (item: number) =>
    new Promise<string>((resolve, reject) => {
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      const done = () => inFlight--
      pending.set(item, {
        resolve: (v) => (done(), resolve(v)),
        reject: (e) => (done(), reject(e)),
      })
    })
  return { pending, work, max: () => maxInFlight, inFlight: () => inFlight }
}

describe('runBatch', () => {
  it('never has more than the concurrency limit in flight and keeps each outcome at its index', async () => {
    const c = controlled()
    const run = runBatch([1, 2, 3, 4, 5, 6], c.work, { concurrency: 4 })
    await Promise.resolve()
    expect(c.inFlight()).toBe(4)
    expect([...c.pending.keys()]).toEqual([1, 2, 3, 4])
    c.pending.get(2)!.reject(new Error('no'))
    await Promise.resolve()
    await Promise.resolve()
    expect(c.pending.has(5)).toBe(true)
    for (const n of [1, 3, 4, 5]) c.pending.get(n)!.resolve(`ok ${n}`)
    await waitFor(() => expect(c.pending.has(6)).toBe(true))
    c.pending.get(6)!.resolve('ok 6')
    const outcomes = await run
    expect(c.max()).toBe(4)
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, true, true, true])
    expect(outcomes[0]).toEqual({ ok: true, value: 'ok 1' })
  })

  it('starts nothing new after an abort; skipped items fail as not started, with the reason', async () => {
    const controller = new AbortController()
    const started: number[] = []
    const outcomes: BatchOutcome<number>[] = await runBatch(
      [1, 2, 3],
      (n) => {
        started.push(n)
        controller.abort('stopped')
        return Promise.resolve(n)
      },
      { concurrency: 1, signal: controller.signal },
    )
    expect(started).toEqual([1])
    expect(outcomes[0]).toEqual({ ok: true, value: 1 })
    for (const outcome of outcomes.slice(1)) {
      expect(outcome.ok).toBe(false)
      const error = !outcome.ok ? outcome.error : undefined
      expect(wasNotStarted(error)).toBe(true)
      expect(error).toMatchObject({ reason: 'stopped' })
    }
    expect(wasNotStarted(new Error('boom'))).toBe(false)
  })
})

describe('useBatch', () => {
  it('reports progress, then retries only the failed rows', async () => {
    const failing = new Set([2, 3])
    const calls: number[] = []
    const finished: number[] = []
    const { result } = renderHook(() =>
      useBatch<number, number>({
        work: (n) => {
          calls.push(n)
          return failing.has(n) ? Promise.reject(new Error(`fail ${n}`)) : Promise.resolve(n * 10)
        },
        onFinish: (rows) => finished.push(rows.length),
      }),
    )
    await act(() => result.current.start([1, 2, 3, 4]))
    expect(result.current.settled).toBe(4)
    expect(result.current.failed).toBe(2)
    expect(result.current.running).toBe(false)
    expect(result.current.rows.map((r) => r.state)).toEqual(['done', 'failed', 'failed', 'done'])

    failing.delete(2)
    calls.length = 0
    await act(() => result.current.retryFailed())
    expect(calls.sort()).toEqual([2, 3])
    expect(result.current.rows.map((r) => r.state)).toEqual(['done', 'done', 'failed', 'done'])
    expect(result.current.rows[1]?.value).toBe(20)
    expect(finished).toEqual([4, 4])
  })
})

describe('BatchProgress', () => {
  it('names its progress bar and says how far it got and what failed', () => {
    render(<BatchProgress label="Sending invitations" settled={3} total={10} failed={1} />)
    const bar = screen.getByRole('progressbar', { name: 'Sending invitations' })
    expect(bar).toHaveAttribute('aria-valuenow', '3')
    expect(bar).toHaveAttribute('aria-valuemax', '10')
    expect(screen.getByText('3 of 10, 1 failed')).toBeInTheDocument()
  })
})
