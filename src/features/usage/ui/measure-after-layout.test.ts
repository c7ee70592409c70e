import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Virtualizer } from '@tanstack/react-virtual'

/** A virtualiser with one row (key 'a', guessed 57 px) and what it knows of its measured sizes. */
function fakeVirtualizer(known?: number) {
  return {
    indexFromElement: () => 0,
    itemSizeCache: new Map(known === undefined ? [] : [['a', known]]),
    options: { getItemKey: () => 'a', estimateSize: () => 57, horizontal: false },
  } as unknown as Virtualizer<Window, HTMLElement>
}

/** A row whose layout reads are counted: 125 px tall, as a wrapped phone row is. */
function countedRow() {
  const row = document.createElement('div')
  const read = vi.fn(() => 125)
  Object.defineProperty(row, 'offsetHeight', { get: read })
  return { row, read }
}

async function load(wide: boolean) {
  vi.resetModules()
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }))
  return (await import('./measure-after-layout')).measureAfterLayout
}

afterEach(() => vi.unstubAllGlobals())

describe('the usage table measures a row without forcing a layout on wide screens (issue 39)', () => {
  it('takes the guess, or the size known, as a wide row mounts, and reads no layout', async () => {
    const measure = await load(true)
    const { row, read } = countedRow()
    expect(measure(row, undefined, fakeVirtualizer())).toBe(57)
    expect(measure(row, undefined, fakeVirtualizer(60))).toBe(60)
    expect(read).not.toHaveBeenCalled()
  })

  it("takes the size the row's ResizeObserver reports", async () => {
    const measure = await load(true)
    const entry = { borderBoxSize: [{ blockSize: 58.4, inlineSize: 900 }] }
    const size = measure(countedRow().row, entry as never, fakeVirtualizer())
    expect(size).toBe(58)
  })

  it('measures a phone row as it mounts, so the first frame places it right', async () => {
    const measure = await load(false)
    const { row, read } = countedRow()
    expect(measure(row, undefined, fakeVirtualizer())).toBe(125)
    expect(read).toHaveBeenCalled()
  })
})
