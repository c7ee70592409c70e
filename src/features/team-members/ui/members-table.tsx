import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { useToast } from '@/shared/ui'
import { useChangeRole } from '../api/use-change-role'
import type { TeamRow } from '../lib/team-rows'
import { roleErrorMessage } from '../model/error-messages'
import { isLastAdmin } from '../model/last-admin'
import { TEAM_MESSAGES } from '../model/team-messages'
import { RemoveMemberDialog, RevokeInviteDialog } from './confirm-dialogs'
import { InviteRow, MemberRow, ROW_GRID } from './team-rows'

const ROW_HEIGHT = 64

type Props = {
  rows: readonly TeamRow[]
  members: readonly Member[]
  admin: boolean
  selfId: string
}

/**
 * One table of members then invitations. Only the rows near the viewport are in the DOM
 * (BigCorp has 2,300); aria-rowcount and aria-rowindex keep the table's true size audible.
 */
export const MembersTable = memo(function MembersTable({ rows, members, admin, selfId }: Props) {
  const toast = useToast()
  const changeRole = useChangeRole()
  const bodyRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const [removing, setRemoving] = useState<Member | null>(null)
  const [revoking, setRevoking] = useState<Invite | null>(null)
  // One clock for every expiry text in the table.
  const [now] = useState(() => Date.now())

  // The page scrolls, not the table: the virtualiser needs where the body starts on the page.
  useLayoutEffect(() => {
    const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY
    setScrollMargin((prev) => (Math.abs(prev - top) > 1 ? top : prev))
  }, [rows])

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
  })

  const soleAdminId = useMemo(() => members.find((m) => isLastAdmin(members, m))?.userId, [members])
  const { mutate } = changeRole
  const onRoleChange = useCallback(
    (member: Member, role: Role) =>
      mutate(
        { userId: member.userId, role },
        {
          onSuccess: () => toast(TEAM_MESSAGES.roleUpdated),
          onError: (error) => toast(roleErrorMessage(error), 'error'),
        },
      ),
    [mutate, toast],
  )

  return (
    <>
      {/* Narrow screens scroll the table inside its own region, never the page. */}
      <div
        role="region"
        aria-label="Members and invitations, scrolls sideways"
        tabIndex={0}
        className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div
          role="table"
          aria-label="Members and invitations"
          aria-rowcount={rows.length + 1}
          className="min-w-[40rem] rounded-lg border border-border bg-card text-sm shadow-sm"
        >
          <div role="rowgroup">
            <div
              role="row"
              aria-rowindex={1}
              className={`${ROW_GRID} rounded-t-lg border-b border-border bg-muted px-4 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase`}
            >
              <div role="columnheader">Name</div>
              <div role="columnheader">Role</div>
              <div role="columnheader">Status</div>
              <div role="columnheader" className="text-right">
                Actions
              </div>
            </div>
          </div>
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
                offset: item.start - scrollMargin,
                height: ROW_HEIGHT,
              }
              return row.kind === 'member' ? (
                <MemberRow
                  key={row.key}
                  {...place}
                  member={row.member}
                  admin={admin}
                  self={row.member.userId === selfId}
                  lastAdmin={row.member.userId === soleAdminId}
                  onRoleChange={onRoleChange}
                  onRemove={setRemoving}
                />
              ) : (
                <InviteRow
                  key={row.key}
                  {...place}
                  invite={row.invite}
                  admin={admin}
                  now={now}
                  onRevoke={setRevoking}
                />
              )
            })}
          </div>
        </div>
      </div>
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
      <RevokeInviteDialog invite={revoking} onClose={() => setRevoking(null)} />
    </>
  )
})
