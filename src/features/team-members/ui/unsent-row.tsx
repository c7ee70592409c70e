import { memo } from 'react'
import type { UnsentInvite } from '@/entities/invite'
import { cn } from '@/shared/lib'
import { Badge, Button } from '@/shared/ui'
import { TEAM_MESSAGES } from '../model/team-messages'
import { LastActiveCell } from './last-active'
import { CHECK_CELL, DETAIL, RowShell, Who, roleLabel, type Place } from './row-cells'

type UnsentRowProps = Place & {
  unsent: UnsentInvite
  admin: boolean
  resending: boolean
  onRetry: (unsent: UnsentInvite) => void
  onDiscard: (unsent: UnsentInvite) => void
}

/** TEAM-22: a resend whose re-invite failed; the address and role wait here for Retry. */
export const UnsentRow = memo(function UnsentRow({
  unsent,
  admin,
  resending,
  onRetry,
  onDiscard,
  ...place
}: UnsentRowProps) {
  return (
    <RowShell {...place}>
      <div role="cell" className={CHECK_CELL} />
      <Who title={unsent.email} subtitle="Invitation" />
      <div role="cell" className={cn(DETAIL, 'text-foreground')}>
        {roleLabel(unsent.role)}
      </div>
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap items-center gap-x-2')}>
        <Badge tone="destructive">{TEAM_MESSAGES.notSent}</Badge>
        <span className="truncate text-muted-foreground" title={unsent.message}>
          {unsent.message}
        </span>
      </div>
      <LastActiveCell />
      <div role="cell" className={cn(DETAIL, 'flex flex-wrap gap-2 lg:justify-end')}>
        {admin ? (
          <>
            <Button
              variant="primary"
              busy={resending}
              aria-label={`Retry ${unsent.email}`}
              onClick={() => onRetry(unsent)}
            >
              Retry
            </Button>
            <Button
              variant="ghost"
              disabled={resending}
              aria-label={`Discard ${unsent.email}`}
              onClick={() => onDiscard(unsent)}
            >
              Discard
            </Button>
          </>
        ) : null}
      </div>
    </RowShell>
  )
})
