import { useSuspenseQuery } from '@tanstack/react-query'
import { inviteLinkQueries } from '../api/invite-link.queries'
import { INVLINK_MESSAGES } from '../model/invite-link-messages'

/** INVLINK-2: the link, or a line saying there is none. */
export function InviteLinkList() {
  const { data } = useSuspenseQuery(inviteLinkQueries.inviteLink())
  if (!data.link) return <p className="text-sm text-muted-foreground">{INVLINK_MESSAGES.empty}</p>
  return <p className="text-sm [overflow-wrap:anywhere]">{data.link.url}</p>
}
