import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import type { Subscription } from '@/entities/organisation'
import { Card } from '@/shared/ui'
import { seatCounterText } from '../lib/seat-cost'
import { InviteForm } from './invite-form'

type Props = {
  admin: boolean
  members: readonly Member[]
  invites: readonly Invite[]
  subscription: Subscription | null
}

/** "Add your team" with the seat counter beside its heading. */
export function InviteCard({ admin, members, invites, subscription }: Props) {
  return (
    <Card aria-labelledby="add-your-team">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="add-your-team" className="text-lg font-semibold text-foreground">
          Add your team
        </h2>
        <p className="text-sm text-foreground">
          <span className="font-medium">{seatCounterText(subscription)}</span>
          <span className="text-muted-foreground">
            {' · '}
            {members.length} {members.length === 1 ? 'member' : 'members'}, {invites.length}{' '}
            {invites.length === 1 ? 'invitation' : 'invitations'}
          </span>
        </p>
      </div>
      <InviteForm admin={admin} members={members} invites={invites} subscription={subscription} />
    </Card>
  )
}
