import type { CatalogItem } from '../api/catalog.api'
import { EventCard } from './event-card'
import { VirtualEventList } from './virtual-event-list'

// Up to two pages every card stays in the DOM (find-in-page works); beyond, only visible ones.
export const VIRTUALISE_AFTER = 100

export function EventList({ items, term }: { items: CatalogItem[]; term: string }) {
  if (items.length > VIRTUALISE_AFTER) return <VirtualEventList items={items} term={term} />
  return (
    <ul aria-label="Events" className="flex flex-col gap-3 pb-3">
      {items.map((item) => (
        <li key={item.event_type}>
          <EventCard item={item} term={term} />
        </li>
      ))}
    </ul>
  )
}
