import { useEffect, useState } from 'react'
import type { TeamView } from '../model/team-view.schema'

// TEAM-23: the typed filter reaches the URL this long after the last keystroke.
const URL_DELAY_MS = 300

/**
 * The filter's text. The table follows keystrokes; the URL follows the text once typing pauses
 * (one history entry replaced, and no router work per keystroke). A URL we did not write (back, a
 * link) resets the text, and counts a reset: the box, which holds what is typed, starts again.
 */
export function useFilterText(
  q: string,
  onViewChange: (patch: Partial<TeamView>, options: { replace: boolean }) => void,
) {
  const [text, setText] = useState(q)
  const [resets, setResets] = useState(0)
  const [seenQ, setSeenQ] = useState(q)
  const [writtenQ, setWrittenQ] = useState(q)
  if (q !== seenQ) {
    setSeenQ(q)
    if (q !== writtenQ) {
      setText(q)
      setResets(resets + 1)
    }
  }
  useEffect(() => {
    if (text === q) return
    const timer = setTimeout(() => {
      setWrittenQ(text)
      onViewChange({ q: text || undefined }, { replace: true })
    }, URL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, q, onViewChange])
  return { text, setText, resets }
}
