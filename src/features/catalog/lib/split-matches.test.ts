import { describe, expect, it } from 'vitest'
import { splitMatches } from './split-matches'

describe('splitMatches', () => {
  it('returns the text whole without a term', () => {
    expect(splitMatches('user_id', '')).toEqual([{ text: 'user_id', match: false }])
  })

  it('marks every case-insensitive occurrence', () => {
    expect(splitMatches('Note_note_x', 'note')).toEqual([
      { text: 'Note', match: true },
      { text: '_', match: false },
      { text: 'note', match: true },
      { text: '_x', match: false },
    ])
  })

  it('leaves text without a match alone', () => {
    expect(splitMatches('session_id', 'zzz')).toEqual([{ text: 'session_id', match: false }])
  })
})
