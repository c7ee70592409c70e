import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useRowHeight } from '@/shared/lib'
import type { TeamRow } from '../lib/team-rows'

// Wide rows are 4rem tall (lg:h-16): in pixels at the reader's font size, which may not be 16 px
// (larger text in the browser's settings), or rows placed 64 px apart would overlap.
const ROW_REM = 4
// A first guess for a card below md; cards are measured as they render.
const CARD_HEIGHT = 190
// Rows drawn beyond the viewport, ready for a scroll. The first render draws two and the rest
// follow in the next frame, so a cold load's first render is ~8 ms shorter (traced).
const OVERSCAN = 10
const FIRST_OVERSCAN = 2

/**
 * The page scrolls, not the table: a window virtualiser over the rows, fixed-height rows on wide
 * screens and measured cards below. `barShown`: the bulk bar above the table moves its body.
 */
export function useMembersVirtualizer(rows: readonly TeamRow[], wide: boolean, barShown: boolean) {
  const rowHeight = useRowHeight(ROW_REM)
  const bodyRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)

  // The virtualiser needs where the body starts on the page, which moves with the rows, the
  // layout and the bulk bar above the table. Measured after the paint: until then a stale margin
  // only changes which rows count as near the viewport (rows are placed relative to the body),
  // and a layout effect would force a layout and a second render into the first frame.
  useEffect(() => {
    const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY
    setScrollMargin((prev) => (Math.abs(prev - top) > 1 ? top : prev))
  }, [rows, wide, barShown])

  const [overscan, setOverscan] = useState(FIRST_OVERSCAN)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOverscan(OVERSCAN))
    return () => cancelAnimationFrame(frame)
  }, [])

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
