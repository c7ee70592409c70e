import type { ReactNode } from 'react'
import type { Invite } from '@/entities/invite'
import { useMembershipLock, type Member } from '@/entities/member'
import type { Subscription } from '@/entities/organisation'
import { Card } from '@/shared/ui'
import { InviteForm } from './invite-form'
import { SeatMeter } from './seat-meter'

type Props = {
  admin: boolean
  members: readonly Member[]
  invites: readonly Invite[]
  subscription: Subscription | null
  /** "Invite many" (features/invite-many), composed by the page: features never import each other. */
  inviteMany?: ReactNode
}

/** "Add your team": the seat meter on top, the single invite form, then "Invite many". */
export function InviteCard({ admin, members, invites, subscription, inviteMany }: Props) {
  // DSYNC-4: a linked directory turns manual invites off; the page's notice says why.
  const lock = useMembershipLock()
  return (
    <Card aria-labelledby="add-your-team">
      <div className="mb-4 flex flex-col gap-3">
        <h2 id="add-your-team" className="text-lg font-semibold text-foreground">
          Add your team
        </h2>
        <SeatMeter subscription={subscription} members={members} invites={invites} />
      </div>
      <fieldset disabled={!!lock} aria-describedby={lock?.descriptionId} className="min-w-0">
        <InviteForm admin={admin} members={members} invites={invites} subscription={subscription} />
        {inviteMany ? <div className="mt-4 border-t border-border pt-4">{inviteMany}</div> : null}
      </fieldset>
    </Card>
  )
}
