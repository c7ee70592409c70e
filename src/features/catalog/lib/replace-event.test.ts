import { describe, expect, it } from 'vitest'
import { replaceEvent } from './replace-event'

const a = { event_type: 'a_event', event_keys: ['x'] }
const b = { event_type: 'b_event', event_keys: ['y'] }
const c = { event_type: 'c_event', event_keys: ['z'] }
const data = { pages: [{ items: [a, b] }, { items: [c] }], pageParams: [1, 2] }

describe('replaceEvent', () => {
  it('swaps the one item and keeps every other page and item as they were', () => {
    const fresh = { event_type: 'b_event', event_keys: ['y', 'new'] }
    const next = replaceEvent(data, fresh)
    expect(next.pages[0]!.items).toEqual([a, fresh])
    expect(next.pages[0]!.items[0]).toBe(a)
    expect(next.pages[1]).toBe(data.pages[1])
    expect(next.pageParams).toBe(data.pageParams)
  })

  it('returns the same data when the event is not loaded', () => {
    expect(replaceEvent(data, { event_type: 'other', event_keys: [] })).toBe(data)
  })
})
