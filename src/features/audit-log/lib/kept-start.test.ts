import { describe, expect, it } from 'vitest'
import { keptStart } from './kept-start'

const page = (...ids: string[]) => ({ events: ids.map((id) => ({ id })) })
const [a, b, c, d] = [page('a1', 'a2'), page('b1', 'b2'), page('c1', 'c2'), page('d1')]

describe('keptStart (AUDIT-11)', () => {
  it('moves down by the pages let go above and up by those asked for again', () => {
    expect(keptStart({ pages: [a, b, c], start: 0 }, [b, c, d])).toBe(2)
    expect(keptStart({ pages: [b, c, d], start: 2 }, [c, d])).toBe(4)
    expect(keptStart({ pages: [c, d], start: 4 }, [b, c])).toBe(2)
    expect(keptStart({ pages: [b, c], start: 2 }, [a, b])).toBe(0)
  })

  it('stays for pages with nothing in common, and never goes below the top', () => {
    expect(keptStart({ pages: [c], start: 4 }, [a])).toBe(4)
    expect(keptStart({ pages: [b], start: 1 }, [a, b])).toBe(0)
  })
})
