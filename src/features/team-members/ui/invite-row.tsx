import { memo } from 'react'
import type { Invite } from '@/entities/invite'
import { cn } from '@/shared/lib'
import { Badge, Button } from '@/shared/ui'
import { expiryText } from '../lib/expiry-text'
import { inviteChipText, inviteStatus } from '../lib/invite-status'
import {
  CheckCell,
  DETAIL,
  RowShell,
  Who,
  roleLabel,
  type Place,
  type Selectable,
} from './row-cells'
import { LastActiveCell } from './last-active'
import { revokeControlName } from './use-follow-row'

const CHIP_TONE = { pending: 'info', expiring: 'warning', expired: 'neutral' } as const

type InviteRowProps = Place &
  Selectable & {
    invite: Invite
    admin: boolean
    now: number
    resending: boolean
    onResend: (invite: Invite) => void
    onRevoke: (invite: Invite) => void
  }

export const InviteRow = memo(function InviteRow({
  invite,
  admin,
  now,
  rowKey,
  selected,
  onToggle,
  resending,
  onResend,
  onRevoke,
  ...place
}: InviteRowProps) {
  const status = inviteStatus(invite, now)
  return (
    <RowShell {...place}>
      <CheckCell {...{ rowKey, selected, onToggle }} label={invite.email} />
      <Who title={invite.email} subtitle="Invitation" />
      <div role="cell" className={cn(DETAIL, 'text-foreground')}>
        {roleLabel(invite.role)}
      </div>
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap items-center gap-x-2')}>
        {/* TEAM-21: the capitalised status in a chip; TEAM-13: the expiry words beside it, as written. */}
        {/* Wraps rather than widen the page when large text leaves a card too narrow for it. */}
        <Badge tone={CHIP_TONE[status]} className="whitespace-normal">
          {inviteChipText(invite, now)}
        </Badge>
        <span className="text-muted-foreground">{expiryText(invite.expiresAt, now)}</span>
      </div>
      <LastActiveCell />
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap gap-2 lg:justify-end')}>
        {admin && status !== 'pending' ? (
          <Button
            variant="secondary"
            busy={resending}
            aria-label={`Resend ${invite.email}`}
            onClick={() => onResend(invite)}
          >
            Resend
          </Button>
        ) : null}
        {admin ? (
          <Button
            variant="secondary"
            disabled={resending}
            aria-label={revokeControlName(invite.email)}
            onClick={() => onRevoke(invite)}
          >
            Revoke
          </Button>
        ) : null}
      </div>
    </RowShell>
  )
})
