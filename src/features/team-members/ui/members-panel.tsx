import { useDeferredValue, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { unsentInviteQueries, type Invite, type UnsentInvite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import { lastActiveKey, type UsageMember } from '@/entities/usage'
import { cn, downloadText, formatCount } from '@/shared/lib'
import { csvFileName, teamToCsv } from '../lib/members-csv'
import { applyTeamView, buildTeamRows, sortTeamRows } from '../lib/team-rows'
import type { TeamView } from '../model/team-view.schema'
import { MembersTable } from './members-table'
import { LastActiveContext, type LastActive } from './row-cells'
import { TeamFilters } from './team-filters'
import { useFilterText } from './use-filter-text'
import { useRowSelection } from './use-row-selection'

type Props = {
  members: readonly Member[]
  invites: readonly Invite[]
  admin: boolean
  selfId: string
  orgName: string
  /** TEAM-23: the view kept in the URL. */
  view: TeamView
  /** `replace` while typing in the filter, so each keystroke is not a history entry. */
  onViewChange: (patch: Partial<TeamView>, options: { replace: boolean }) => void
  /** Buttons beside Export CSV (the page puts its bulk actions here). */
  tools?: (selection: TeamSelection) => React.ReactNode
  /** Drawn between the count line and the table: what can be done to the selected rows. */
  selectionActions?: (selection: TeamSelection) => React.ReactNode
  /** USAGE-11: the members' usage, when the server has the extension (a Last active column). */
  usage?: readonly UsageMember[] | undefined
}

/** The selected rows, and the lists an action on the whole team may reach (TEAM-22, TEAM-25). */
export type TeamSelection = {
  members: readonly Member[]
  invites: readonly Invite[]
  /** Selected rows the current filters hide (the selection survives filtering). */
  hidden: number
  /** Every invitation the page's clock reads as expired (TEAM-21). */
  expired: readonly Invite[]
  unsent: readonly UnsentInvite[]
  clear: () => void
  /** Unselects the rows an action reached. */
  deselect: (reached: readonly (Member | Invite)[]) => void
}

const NONE_UNSENT: readonly UnsentInvite[] = []

/**
 * Filters, selection and CSV export over the one table of members and invitations; the page adds
 * what acts on the selection (bulk actions are a feature of their own).
 */
export function MembersPanel({
  members,
  invites,
  admin,
  selfId,
  orgName,
  view,
  onViewChange,
  tools,
  selectionActions,
  usage,
}: Props) {
  // One clock for every expiry text and status of the page.
  const [now] = useState(() => Date.now())
  const unsent = useQuery(unsentInviteQueries.list()).data ?? NONE_UNSENT

  const { text, setText, resets } = useFilterText(view.q ?? '', onViewChange)

  // Filtering and the table re-render happen behind typing (the box's text arrives in a
  // transition) and clicks (deferred). The view is kept by value: the URL catching up with the
  // text (TEAM-23) is no new view to filter and draw again.
  const { role, status, sort: sortBy } = view
  const liveView: TeamView = useMemo(
    () => ({ q: text, role, status, sort: sortBy }),
    [text, role, status, sortBy],
  )
  const deferredView = useDeferredValue(liveView)
  const rows = useMemo(
    () => buildTeamRows(members, invites, now, unsent),
    [members, invites, now, unsent],
  )
  const sort = deferredView.sort ?? 'role'
  const byId = useMemo(() => (usage ? new Map(usage.map((u) => [u.user_id, u])) : null), [usage])
  // USAGE-11: each member's sort key worked out once, not in each comparison.
  const activeKeys = useMemo(
    () => (usage ? new Map(usage.map((u) => [u.user_id, lastActiveKey(u)])) : null),
    [usage],
  )
  const sorted = useMemo(
    () =>
      sortTeamRows(
        rows,
        sort,
        activeKeys ? (id) => activeKeys.get(id) ?? lastActiveKey(undefined) : undefined,
      ),
    [rows, sort, activeKeys],
  )
  const lastActive: LastActive | null = useMemo(
    () =>
      byId && {
        byId,
        now,
        sorted: sort === 'active',
        onSort: () => onViewChange({ sort: 'active' }, { replace: false }),
      },
    [byId, now, sort, onViewChange],
  )
  const { visible, counts } = useMemo(
    () => applyTeamView(sorted, deferredView),
    [sorted, deferredView],
  )
  const stale = liveView !== deferredView

  const selection = useRowSelection(rows, visible, admin, selfId)
  const { chosen, deselect, clear } = selection
  const expired = useMemo(
    () => rows.flatMap((r) => (r.kind === 'invite' && r.status === 'expired' ? [r.invite] : [])),
    [rows],
  )
  const actions: TeamSelection = {
    members: chosen.members,
    invites: chosen.invites,
    hidden: selection.hidden,
    expired,
    unsent,
    clear,
    deselect,
  }

  const shownMembers = visible.filter((r) => r.kind === 'member').length
  const shownInvites = visible.length - shownMembers
  const filtered = Boolean(deferredView.q?.trim() || deferredView.role || deferredView.status)

  return (
    <LastActiveContext value={lastActive}>
      <div className={cn('flex flex-col gap-3', selection.count > 0 && 'max-md:pb-40')}>
        <TeamFilters
          text={text}
          textResets={resets}
          onText={setText}
          view={view}
          counts={counts}
          onView={(patch) => onViewChange(patch, { replace: false })}
          onExport={() => downloadText(csvFileName(orgName), teamToCsv(visible, now))}
          sortActive={byId !== null}
        >
          {tools?.(actions)}
        </TeamFilters>
        <p role="status" className="text-sm text-muted-foreground">
          {visible.length === 0
            ? 'No members or invitations match this filter'
            : `${formatCount(shownMembers, 'member', 'members')} and ${formatCount(shownInvites, 'invitation', 'invitations')}${filtered ? ' match' : ''}`}
        </p>
        {selectionActions?.(actions)}
        <div className={stale ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
          <MembersTable
            rows={visible}
            members={members}
            admin={admin}
            selfId={selfId}
            now={now}
            selection={selection.table}
            teamSize={rows.length}
          />
        </div>
      </div>
    </LastActiveContext>
  )
}
