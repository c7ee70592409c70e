import { useSuspenseQuery } from '@tanstack/react-query'
import { usageQueries } from '../api/usage.queries'
import { USAGE_MESSAGES } from '../model/usage-messages'

/** USAGE-1: the organisation's items by name, or a line saying there are none. */
export function UsageList() {
  const { data } = useSuspenseQuery(usageQueries.usage())
  if (data.items.length === 0)
    return <p className="text-sm text-muted-foreground">{USAGE_MESSAGES.empty}</p>
  return (
    <ul aria-label={USAGE_MESSAGES.title} className="divide-y divide-border">
      {data.items.map((item) => (
        // Long names wrap rather than widen the page (UX-15).
        <li key={item.id} className="py-2 text-sm [overflow-wrap:anywhere]">
          {item.name}
        </li>
      ))}
    </ul>
  )
}
