import { memo, useMemo } from 'react'
import type { Member } from '@/entities/member'
import { isLastAdmin } from '../model/last-admin'
import type { TeamRow } from '../lib/team-rows'
import { RemoveMemberDialog, RevokeInviteDialog } from './confirm-dialogs'
import { InviteRow } from './invite-row'
import { MemberRow } from './member-row'
import { TableHeader } from './table-header'
import { UnsentRow } from './unsent-row'
import { useMembersVirtualizer } from './use-members-virtualizer'
import { useRowActions } from './use-row-actions'
import { useWide } from './use-wide'

export type TableSelection = {
  selected: ReadonlySet<string>
  /** Keys of the rows in view that can be selected. */
  selectable: ReadonlySet<string>
  onToggle: (key: string, on: boolean) => void
  onToggleAll: (on: boolean) => void
}

type Props = {
  rows: readonly TeamRow[]
  members: readonly Member[]
  admin: boolean
  selfId: string
  now: number
  selection: TableSelection
  /** Every row of the team, whatever the filters show. */
  teamSize: number
}

/**
 * One table of members then invitations. Only the rows near the viewport are in the DOM
 * (BigCorp has 2,300); aria-rowcount and aria-rowindex keep the table's true size audible.
 */
export const MembersTable = memo(function MembersTable({
  rows,
  members,
  admin,
  selfId,
  now,
  selection,
  teamSize,
}: Props) {
  const wide = useWide()
  const { virtualizer, bodyRef, scrollMargin } = useMembersVirtualizer(rows, wide, teamSize)
  const actions = useRowActions(rows, virtualizer)
  const soleAdminId = useMemo(() => members.find((m) => isLastAdmin(members, m))?.userId, [members])

  const { selected, selectable, onToggle, onToggleAll } = selection
  let selectedInView = 0
  for (const key of selectable) if (selected.has(key)) selectedInView++
  const selectedOf = (key: string, can: boolean) => (can ? selected.has(key) : null)
  const resending = (email: string) => actions.resendingEmails.includes(email.toLowerCase())

  return (
    <>
      <div
        role="table"
        aria-label="Members and invitations"
        aria-rowcount={rows.length + 1}
        className="rounded-lg border border-border bg-card text-sm shadow-sm"
      >
        <TableHeader
          admin={admin}
          selectable={selectable.size}
          selectedInView={selectedInView}
          onToggleAll={onToggleAll}
        />
        <div
          role="rowgroup"
          ref={bodyRef}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]
            if (!row) return null
            const place = {
              index: item.index,
              start: item.start,
              scrollMargin,
              measure: wide ? undefined : virtualizer.measureElement,
            }
            if (row.kind === 'unsent')
              return (
                <UnsentRow
                  key={row.key}
                  {...place}
                  unsent={row.unsent}
                  admin={admin}
                  resending={resending(row.unsent.email)}
                  onRetry={actions.onResend}
                  onDiscard={actions.onDiscard}
                />
              )
            if (row.kind === 'member') {
              const self = row.member.userId === selfId
              return (
                <MemberRow
                  key={row.key}
                  {...place}
                  rowKey={row.key}
                  selected={selectedOf(row.key, admin && !self)}
                  onToggle={onToggle}
                  member={row.member}
                  admin={admin}
                  self={self}
                  lastAdmin={row.member.userId === soleAdminId}
                  onRoleChange={actions.onRoleChange}
                  onRemove={actions.onRemove}
                />
              )
            }
            return (
              <InviteRow
                key={row.key}
                {...place}
                rowKey={row.key}
                selected={selectedOf(row.key, admin)}
                onToggle={onToggle}
                invite={row.invite}
                admin={admin}
                now={now}
                resending={resending(row.invite.email)}
                onResend={actions.onResend}
                onRevoke={actions.onRevoke}
              />
            )
          })}
        </div>
      </div>
      <RemoveMemberDialog
        member={actions.removing}
        onClose={actions.closeRemove}
        returnTo={actions.neighbour}
      />
      <RevokeInviteDialog
        invite={actions.revoking}
        onClose={actions.closeRevoke}
        returnTo={actions.neighbour}
      />
    </>
  )
})
