import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { unsentInviteQueries, type Invite, type UnsentInvite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import { cn, formatCount, formatNumber } from '@/shared/lib'
import { Button } from '@/shared/ui'
import { downloadText } from '../lib/download-text'
import { csvFileName, teamToCsv } from '../lib/members-csv'
import { applyTeamView, buildTeamRows, sortTeamRows, type TeamRow } from '../lib/team-rows'
import { planMemberAction, type BulkAction } from '../model/bulk-plan'
import type { TeamView } from '../model/team-view.schema'
import { BulkBar } from './bulk-bar'
import { BulkRun, type BulkRequest } from './bulk-run'
import { MembersTable, type TableSelection } from './members-table'
import { RetryAllUnsent } from './retry-unsent'
import { TeamFilters } from './team-filters'

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
}

const EMPTY: ReadonlySet<string> = new Set()
const NONE_UNSENT: readonly UnsentInvite[] = []
// TEAM-23: the typed filter reaches the URL this long after the last keystroke.
const URL_DELAY_MS = 300

/** Filters, selection and bulk actions, CSV export over the one table of members and invitations. */
export function MembersPanel({
  members,
  invites,
  admin,
  selfId,
  orgName,
  view,
  onViewChange,
}: Props) {
  // One clock for every expiry text and status of the page.
  const [now] = useState(() => Date.now())
  const unsent = useQuery(unsentInviteQueries.list()).data ?? NONE_UNSENT

  // The box and the table follow keystrokes; the URL follows the box once typing pauses (one
  // history entry replaced, and no router work per keystroke). A URL we did not write (back,
  // a link) resets the box.
  const q = view.q ?? ''
  const [text, setText] = useState(q)
  const [seenQ, setSeenQ] = useState(q)
  const [writtenQ, setWrittenQ] = useState(q)
  if (q !== seenQ) {
    setSeenQ(q)
    if (q !== writtenQ) setText(q)
  }
  useEffect(() => {
    if (text === q) return
    const timer = setTimeout(() => {
      setWrittenQ(text)
      onViewChange({ q: text || undefined }, { replace: true })
    }, URL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, q, onViewChange])

  // Filtering and the table re-render happen behind typing and clicks.
  const liveView = useMemo(() => ({ ...view, q: text }), [view, text])
  const deferredView = useDeferredValue(liveView)
  const rows = useMemo(
    () => buildTeamRows(members, invites, now, unsent),
    [members, invites, now, unsent],
  )
  const sort = deferredView.sort ?? 'role'
  const sorted = useMemo(() => sortTeamRows(rows, sort), [rows, sort])
  const { visible, counts } = useMemo(
    () => applyTeamView(sorted, deferredView),
    [sorted, deferredView],
  )
  const stale = liveView !== deferredView

  // The selection survives filtering (TEAM-25): keys, pruned to rows that still exist.
  const [picked, setPicked] = useState<ReadonlySet<string>>(EMPTY)
  const byKey = useMemo(() => new Map(rows.map((r) => [r.key, r])), [rows])
  const selected = useMemo(() => {
    const live = new Set<string>()
    for (const key of picked) if (byKey.has(key)) live.add(key)
    return live
  }, [picked, byKey])
  const canSelect = useCallback(
    (row: TeamRow) =>
      admin && (row.kind === 'invite' || (row.kind === 'member' && row.member.userId !== selfId)),
    [admin, selfId],
  )
  const selectable = useMemo(() => {
    const keys = new Set<string>()
    for (const row of visible) if (canSelect(row)) keys.add(row.key)
    return keys
  }, [visible, canSelect])
  const onToggle = useCallback((key: string, on: boolean) => {
    setPicked((old) => {
      const next = new Set(old)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  }, [])
  const onToggleAll = useCallback(
    (on: boolean) =>
      setPicked((old) => {
        const next = new Set(old)
        for (const key of selectable) {
          if (on) next.add(key)
          else next.delete(key)
        }
        return next
      }),
    [selectable],
  )
  const selection: TableSelection = useMemo(
    () => ({ selected, selectable, onToggle, onToggleAll }),
    [selected, selectable, onToggle, onToggleAll],
  )
  const chosen = useMemo(() => {
    const m: Member[] = []
    const i: Invite[] = []
    for (const key of selected) {
      const row = byKey.get(key)
      if (row?.kind === 'member') m.push(row.member)
      else if (row?.kind === 'invite') i.push(row.invite)
    }
    return { members: m, invites: i }
  }, [selected, byKey])
  let hidden = selected.size
  for (const key of selectable) if (selected.has(key)) hidden--

  const expired = useMemo(
    () => rows.flatMap((r) => (r.kind === 'invite' && r.status === 'expired' ? [r.invite] : [])),
    [rows],
  )
  const [request, setRequest] = useState<{ id: number; req: BulkRequest } | null>(null)
  const [cancelled, setCancelled] = useState<BulkAction['kind'] | null>(null)
  const ask = (action: BulkAction) => {
    const plan =
      action.kind === 'remove' || action.kind === 'role'
        ? planMemberAction(action, chosen.members, members, selfId)
        : {
            kind: 'invites' as const,
            targets: action.kind === 'resend' ? expired : chosen.invites,
            excluded: [],
          }
    setCancelled(null)
    setRequest((old) => ({ id: (old?.id ?? 0) + 1, req: { action, plan } }))
  }
  const onSucceeded = useCallback(
    (keys: readonly string[]) =>
      setPicked((old) => {
        const next = new Set(old)
        for (const key of keys) next.delete(key)
        return next
      }),
    [],
  )

  const shownMembers = visible.filter((r) => r.kind === 'member').length
  const shownInvites = visible.length - shownMembers
  const filtered = Boolean(deferredView.q?.trim() || deferredView.role || deferredView.status)

  return (
    <div className={cn('flex flex-col gap-3', selected.size > 0 && 'max-md:pb-40')}>
      <TeamFilters
        text={text}
        onText={setText}
        view={view}
        counts={counts}
        onView={(patch) => onViewChange(patch, { replace: false })}
        onExport={() => downloadText(csvFileName(orgName), teamToCsv(visible, now))}
      >
        {admin ? <RetryAllUnsent unsent={unsent} /> : null}
        {admin && expired.length > 0 ? (
          <Button
            variant="secondary"
            data-command="resend-expired"
            onClick={() => ask({ kind: 'resend' })}
          >
            Resend all expired ({formatNumber(expired.length)})
          </Button>
        ) : null}
      </TeamFilters>
      <p role="status" className="text-sm text-muted-foreground">
        {visible.length === 0
          ? 'No members or invitations match this filter'
          : `${formatCount(shownMembers, 'member', 'members')} and ${formatCount(shownInvites, 'invitation', 'invitations')}${filtered ? ' match' : ''}`}
      </p>
      {/* Hidden while an action's dialogs are open: its counts change as rows go. */}
      {selected.size > 0 && !request ? (
        <BulkBar
          members={chosen.members.length}
          invites={chosen.invites.length}
          hidden={hidden}
          onAction={ask}
          onClear={() => setPicked(EMPTY)}
          returnFocusTo={cancelled}
        />
      ) : null}
      <div className={stale ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
        <MembersTable
          rows={visible}
          members={members}
          admin={admin}
          selfId={selfId}
          now={now}
          selection={selection}
        />
      </div>
      {request ? (
        <BulkRun
          key={request.id}
          request={request.req}
          onClose={() => {
            setCancelled(request.req.action.kind)
            setRequest(null)
          }}
          onSucceeded={onSucceeded}
        />
      ) : null}
    </div>
  )
}
