import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useMutationState, useQueryClient } from '@tanstack/react-query'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import {
  resendErrorMessage,
  unsentInviteCache,
  type Invite,
  type ResendVars,
  type UnsentInvite,
} from '@/entities/invite'
import { roleErrorMessage, type Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { cn, formatNumber, remPx, useSingleFlightMutation } from '@/shared/lib'
import { useToast } from '@/shared/ui'
import { useChangeRole } from '../api/use-change-role'
import { RESEND_KEY, useResendInvite } from '../api/use-resend-invite'
import { emailOf, inviteRowKey, memberRowKey, type TeamRow } from '../lib/team-rows'
import { isLastAdmin } from '../model/last-admin'
import { TEAM_MESSAGES } from '../model/team-messages'
import { RemoveMemberDialog, RevokeInviteDialog } from './confirm-dialogs'
import { RowCheck } from './row-check'
import { InviteRow, MemberRow, ROW_GRID, UnsentRow } from './team-rows'
import { useWide } from './use-wide'
import {
  findControl,
  revokeControlName,
  roleControlName,
  selectControlName,
  useFollowRow,
} from './use-follow-row'

// Wide rows are 4rem tall (lg:h-16): in pixels at the reader's font size, which may not be 16 px
// (larger text in the browser's settings), or rows placed 64 px apart would overlap.
const ROW_REM = 4
// A first guess for a card below md; cards are measured as they render.
const CARD_HEIGHT = 190
// Rows drawn beyond the viewport, ready for a scroll. The first render draws two and the rest
// follow in the next frame, so a cold load's first render is ~8 ms shorter (traced).
const OVERSCAN = 10
const FIRST_OVERSCAN = 2
const COLUMNS = ['Name', 'Role', 'Status', 'Actions'] as const
const resendKey = ({ email }: ResendVars) => email.toLowerCase()

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
}: Props) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const changeRole = useChangeRole()
  // VAL-4: one resend per address at a time; different rows may resend side by side.
  const resend = useSingleFlightMutation(useResendInvite(), resendKey)
  const wide = useWide()
  const [rowHeight] = useState(() => ROW_REM * remPx())
  const bodyRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const [removing, setRemoving] = useState<Member | null>(null)
  const [revoking, setRevoking] = useState<Invite | null>(null)
  // The panel shows the bulk bar above the table while anything is selected.
  const barShown = selection.selected.size > 0

  // The page scrolls, not the table: the virtualiser needs where the body starts on the page,
  // which moves with the rows, the layout and the bulk bar above the table. Measured after the
  // paint: until then a stale margin only changes which rows count as near the viewport (rows
  // are placed relative to the body), and a layout effect would force a layout and a second
  // render into the first frame.
  useEffect(() => {
    const top = (bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY
    setScrollMargin((prev) => (Math.abs(prev - top) > 1 ? top : prev))
  }, [rows, wide, barShown])

  const [overscan, setOverscan] = useState(FIRST_OVERSCAN)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOverscan(OVERSCAN))
    return () => cancelAnimationFrame(frame)
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (wide ? rowHeight : CARD_HEIGHT),
    overscan,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
  })
  // Sizes measured as cards are stale once the layout changes (a first render has none).
  const measuredWide = useRef(wide)
  useLayoutEffect(() => {
    if (measuredWide.current === wide) return
    measuredWide.current = wide
    virtualizer.measure()
  }, [wide, virtualizer])

  const soleAdminId = useMemo(() => members.find((m) => isLastAdmin(members, m))?.userId, [members])
  const resendingEmails = useMutationState({
    filters: { mutationKey: RESEND_KEY, status: 'pending' },
    select: (m) => (m.state.variables as ResendVars | undefined)?.email.toLowerCase() ?? '',
  })
  const { mutate } = changeRole
  const follow = useFollowRow(rows, virtualizer)
  const onRoleChange = useCallback(
    (member: Member, role: Role) => {
      follow(memberRowKey(member.userId), roleControlName(member.email))
      mutate(
        { userId: member.userId, role },
        {
          onSuccess: () => toast(TEAM_MESSAGES.roleUpdated),
          onError: (error) => toast(roleErrorMessage(error), 'error'),
        },
      )
    },
    [mutate, toast, follow],
  )
  const { mutate: resendMutate } = resend
  // TEAM-22: no seat message for a resend (the seat count does not change).
  const onResend = useCallback(
    ({ email, role }: ResendVars) => {
      // The fresh invitation's row has no Resend: its Revoke takes the focus.
      follow(inviteRowKey(email), revokeControlName(email))
      resendMutate(
        { email, role },
        {
          onSuccess: () => toast(TEAM_MESSAGES.resent(email)),
          onError: (error) => toast(resendErrorMessage(error), 'error'),
        },
      )
    },
    [resendMutate, toast, follow],
  )
  const onDiscard = useCallback(
    (unsent: UnsentInvite) => unsentInviteCache.remove(queryClient, unsent.email),
    [queryClient],
  )

  // Once a removed or revoked row has gone, its neighbour's selection box (the next row's, else
  // the one before) takes the focus: the keyboard goes on from where the row was, not the top.
  // Worked out when the dialog opens, while the row is still in the list.
  // Never drawn: a ref, so opening a dialog renders the table no more than it did.
  const neighbours = useRef<string[]>([])
  const markNeighbours = useCallback(
    (key: string) => {
      const at = rows.findIndex((row) => row.key === key)
      neighbours.current = [rows[at + 1], rows[at - 1]].flatMap((row) =>
        row ? [selectControlName(emailOf(row))] : [],
      )
    },
    [rows],
  )
  const onRemove = useCallback(
    (member: Member) => {
      markNeighbours(memberRowKey(member.userId))
      setRemoving(member)
    },
    [markNeighbours],
  )
  const onRevoke = useCallback(
    (invite: Invite) => {
      markNeighbours(inviteRowKey(invite.email))
      setRevoking(invite)
    },
    [markNeighbours],
  )
  const neighbour = useCallback(
    () => neighbours.current.map(findControl).find((box) => box !== undefined) ?? null,
    [],
  )

  const { selected, selectable, onToggle, onToggleAll } = selection
  let selectedInView = 0
  for (const key of selectable) if (selected.has(key)) selectedInView++
  const allState =
    selectedInView === 0 ? 'none' : selectedInView === selectable.size ? 'all' : 'some'
  const selectedOf = (key: string, can: boolean) => (can ? selected.has(key) : null)

  return (
    <>
      <div
        role="table"
        aria-label="Members and invitations"
        aria-rowcount={rows.length + 1}
        className="rounded-lg border border-border bg-card text-sm shadow-sm"
      >
        <div role="rowgroup">
          <div
            role="row"
            aria-rowindex={1}
            className={cn(
              ROW_GRID,
              'rounded-t-lg border-b border-border bg-muted px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:px-4',
            )}
          >
            <div
              role="columnheader"
              className="flex items-center gap-2 max-lg:col-span-2 lg:row-span-1"
            >
              {admin && selectable.size > 0 ? (
                <>
                  <RowCheck
                    label={`Select all ${formatNumber(selectable.size)} matching rows`}
                    checked={allState === 'all'}
                    indeterminate={allState === 'some'}
                    onChange={onToggleAll}
                  />
                  {/* Cards have no column headers: say what the box does. */}
                  <span aria-hidden="true" className="normal-case lg:hidden">
                    Select all {formatNumber(selectable.size)}
                  </span>
                </>
              ) : (
                <span className="sr-only">Select</span>
              )}
            </div>
            {/* Cards name their own fields: below lg only the select-all box shows. */}
            {COLUMNS.map((name) => (
              <div
                key={name}
                role="columnheader"
                className={cn('max-lg:sr-only', name === 'Actions' && 'text-right')}
              >
                {name}
              </div>
            ))}
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
              measure: wide ? undefined : virtualizer.measureElement,
            }
            if (row.kind === 'unsent')
              return (
                <UnsentRow
                  key={row.key}
                  {...place}
                  unsent={row.unsent}
                  admin={admin}
                  resending={resendingEmails.includes(row.unsent.email.toLowerCase())}
                  onRetry={onResend}
                  onDiscard={onDiscard}
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
                  onRoleChange={onRoleChange}
                  onRemove={onRemove}
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
                resending={resendingEmails.includes(row.invite.email.toLowerCase())}
                onResend={onResend}
                onRevoke={onRevoke}
              />
            )
          })}
        </div>
      </div>
      <RemoveMemberDialog
        member={removing}
        onClose={() => setRemoving(null)}
        returnTo={neighbour}
      />
      <RevokeInviteDialog
        invite={revoking}
        onClose={() => setRevoking(null)}
        returnTo={neighbour}
      />
    </>
  )
})
