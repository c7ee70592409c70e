import { useSuspenseQuery } from '@tanstack/react-query'
import { inviteLinkQueries } from '../api/invite-link.queries'
import { INVLINK_MESSAGES } from '../model/invite-link-messages'

/** INVLINK-1: the organisation's items by name, or a line saying there are none. */
export function InviteLinkList() {
  const { data } = useSuspenseQuery(inviteLinkQueries.inviteLink())
  if (data.items.length === 0)
    return <p className="text-sm text-muted-foreground">{INVLINK_MESSAGES.empty}</p>
  return (
    <ul aria-label={INVLINK_MESSAGES.title} className="divide-y divide-border">
      {data.items.map((item) => (
        // Long names wrap rather than widen the page (UX-15).
        <li key={item.id} className="py-2 text-sm [overflow-wrap:anywhere]">
          {item.name}
        </li>
      ))}
    </ul>
  )
}
