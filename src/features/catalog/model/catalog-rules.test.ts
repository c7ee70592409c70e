import { describe, expect, it, vi } from 'vitest'
import { charactersMissing, missingCharactersHint, searchableTerm } from './catalog-rules'
import { countLine } from './count-line'
import { parseCatalogSearch } from './catalog-search.schema'

describe('catalog search rules', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['a', null],
    ['ab', null],
    [' ab ', null],
    ['abc', 'abc'],
    ['  dictation ', 'dictation'],
  ])('searchableTerm(%j) → %j', (input, term) => {
    expect(searchableTerm(input)).toBe(term)
  })

  it.each([
    ['', 0],
    ['a', 2],
    ['ab', 1],
    ['abc', 0],
  ])('charactersMissing(%j) → %i', (input, missing) => {
    expect(charactersMissing(input)).toBe(missing)
  })

  it('words the hint', () => {
    expect(missingCharactersHint(2)).toBe('Type 2 more characters to search')
    expect(missingCharactersHint(1)).toBe('Type 1 more character to search')
  })

  it.each([
    [50, '', true, 'Showing 50 events (more available)'],
    [37, '', false, 'Showing 37 events'],
    [1, '', false, 'Showing 1 event'],
    [12, 'paused', false, 'Found 12 events matching "paused"'],
    [50, 'paused', true, 'Found 50 events matching "paused" (more available)'],
  ])('countLine(%i, %j, %s)', (count, term, more, line) => {
    expect(countLine(count, term, more)).toBe(line)
  })

  it('writes the count the browser’s way, the words as written (CAT-6, UX-5)', () => {
    expect(countLine(2300, '', true)).toBe('Showing 2,300 events (more available)')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
    expect(countLine(2300, 'paused', false)).toBe('Found 2.300 events matching "paused"')
  })

  it.each([
    [{}, {}],
    [{ q: 'dictation' }, { q: 'dictation' }],
    [{ q: ' dictation ' }, { q: 'dictation' }],
    [{ q: 'ab' }, { q: undefined }],
    [{ q: 'b'.repeat(100) }, { q: 'b'.repeat(100) }],
    [{ q: 'b'.repeat(101) }, { q: undefined }],
    [{ q: 42 }, { q: undefined }],
  ])('reads ?q= %j as %j', (search, parsed) => {
    expect(parseCatalogSearch(search)).toEqual(parsed)
  })
})
