import { Card } from '@/shared/ui'
import { INVLINK_MESSAGES } from '../model/invite-link-messages'
import { InviteLinkList } from './invite-link-list'

/** Invite link (INVLINK-1), as a card of the page that holds it; that page's loader fetches its data. */
export function InviteLinkCard() {
  return (
    <Card title={INVLINK_MESSAGES.title}>
      <InviteLinkList />
    </Card>
  )
}
