import { useState } from 'react'
import { formatNumber } from '@/shared/lib'
import { Button } from './button'

/** Rows drawn at first and per "Show more": a list of thousands never renders at once. */
export const PAGE_ROWS = 50

/** The first `page` rows of `rows`, and `page` more each time `showMore` is called. */
export function useShowMore<T>(rows: readonly T[], page = PAGE_ROWS) {
  const [shown, setShown] = useState(page)
  const visible = rows.length > shown ? rows.slice(0, shown) : rows
  return {
    visible,
    more: rows.length - visible.length,
    showMore: () => setShown((n) => n + page),
  }
}

/** "Show 50 more of 1,150", under a list drawn a page at a time; nothing once all are shown. */
export function ShowMoreButton({
  more,
  onClick,
  page = PAGE_ROWS,
}: {
  more: number
  onClick: () => void
  page?: number
}) {
  if (more <= 0) return null
  return (
    <Button variant="secondary" className="self-start" onClick={onClick}>
      Show {formatNumber(Math.min(more, page))} more of {formatNumber(more)}
    </Button>
  )
}
