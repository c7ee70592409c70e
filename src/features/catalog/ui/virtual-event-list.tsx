import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useScrollMargin } from '@/shared/lib'
import { WindowRow } from '@/shared/ui'
import type { CatalogItem } from '../api/catalog.api'
import { EventCard } from './event-card'

// A card with a handful of keys; real heights are measured once rendered.
const ESTIMATED_CARD_HEIGHT = 132

/**
 * A long list virtualised against the window: with all 2,000 types loaded only the cards near the
 * viewport are in the DOM, so paging and scrolling stay smooth.
 */
export function VirtualEventList({ items, term }: { items: CatalogItem[]; term: string }) {
  // Content above the list (a banner, the hint) moves it down the page; keep the offset in step.
  const { ref: listRef, scrollMargin } = useScrollMargin<HTMLDivElement>()
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => items[index]?.event_type ?? index,
  })
  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Events"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index]
        if (!item) return null
        return (
          <WindowRow
            key={row.key}
            item={row}
            scrollMargin={scrollMargin}
            measure={virtualizer.measureElement}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="pb-3"
          >
            <EventCard item={item} term={term} />
          </WindowRow>
        )
      })}
    </div>
  )
}
