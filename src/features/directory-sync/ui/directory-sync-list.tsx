import { useSuspenseQuery } from '@tanstack/react-query'
import { directorySyncQueries } from '../api/directory-sync.queries'
import { DSYNC_MESSAGES } from '../model/directory-sync-messages'

/** DSYNC-1: the organisation's items by name, or a line saying there are none. */
export function DirectorySyncList() {
  const { data } = useSuspenseQuery(directorySyncQueries.directory())
  if (data.items.length === 0)
    return <p className="text-sm text-muted-foreground">{DSYNC_MESSAGES.empty}</p>
  return (
    <ul aria-label={DSYNC_MESSAGES.title} className="divide-y divide-border">
      {data.items.map((item) => (
        // Long names wrap rather than widen the page (UX-15).
        <li key={item.id} className="py-2 text-sm [overflow-wrap:anywhere]">
          {item.name}
        </li>
      ))}
    </ul>
  )
}
