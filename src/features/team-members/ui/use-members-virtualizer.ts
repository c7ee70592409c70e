import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useRowHeight, useScrollMargin } from '@/shared/lib'
import type { TeamRow } from '../lib/team-rows'

// Wide rows are 4rem tall (lg:h-16): in pixels at the reader's font size, which may not be 16 px
// (larger text in the browser's settings), or rows placed 64 px apart would overlap.
const ROW_REM = 4
// A first guess for a card below md; cards are measured as they render.
const CARD_HEIGHT = 190
// Rows drawn beyond the viewport, ready for a scroll. The first render draws two and the rest
// follow in the next frame, so a cold load's first render is ~8 ms shorter (traced). Five, not
// ten: each filter keystroke and role change commits fewer rows (docs/performance.md).
const OVERSCAN = 5
const FIRST_OVERSCAN = 2
// A team of up to this many rows draws them all: the browser's find reaches every row, and so
// few mount in a few milliseconds.
const DRAW_ALL_UP_TO = 50

/**
 * The page scrolls, not the table: a window virtualiser over the rows, fixed-height rows on wide
 * screens and measured cards below.
 */
export function useMembersVirtualizer(
  rows: readonly TeamRow[],
  wide: boolean,
  /** Every row of the team, whatever the filters show. */
  teamSize: number,
) {
  const rowHeight = useRowHeight(ROW_REM)
  // Where the body starts on the page moves with the rows, the layout and the bulk bar above the
  // table: read after the browser's own layout. An effect reading it after each new set of rows
  // forced the filter's whole restyle and layout into React's task (~60 ms at 4x CPU, traced).
  const { ref: bodyRef, scrollMargin } = useScrollMargin<HTMLDivElement>()

  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const overscan = !drawn ? FIRST_OVERSCAN : teamSize <= DRAW_ALL_UP_TO ? rows.length : OVERSCAN

  // Kept stable between renders: a new getItemKey makes the virtualiser lay out all 2,300 rows
  // again on each render (a scroll starting or stopping, a selection, a pick).
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows])
  const estimateSize = useCallback(() => (wide ? rowHeight : CARD_HEIGHT), [wide, rowHeight])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    overscan,
    scrollMargin,
    getItemKey,
  })
  // Sizes measured as cards are stale once the layout changes (a first render has none).
  const measuredWide = useRef(wide)
  useLayoutEffect(() => {
    if (measuredWide.current === wide) return
    measuredWide.current = wide
    virtualizer.measure()
  }, [wide, virtualizer])

  return { virtualizer, bodyRef, scrollMargin }
}
