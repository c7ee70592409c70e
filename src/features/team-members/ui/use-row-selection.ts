import { useCallback, useMemo, useState } from 'react'
import type { Invite } from '@/entities/invite'
import type { Member } from '@/entities/member'
import { inviteRowKey, memberRowKey, type TeamRow } from '../lib/team-rows'
import type { TableSelection } from './members-table'

const EMPTY: ReadonlySet<string> = new Set()

/**
 * TEAM-25: the rows picked by their boxes, kept by key so the selection survives filtering, and
 * pruned to rows that still exist. Oneself, a non-admin's table and not-sent rows have no box.
 */
export function useRowSelection(
  rows: readonly TeamRow[],
  visible: readonly TeamRow[],
  admin: boolean,
  selfId: string,
) {
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
  const table: TableSelection = useMemo(
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

  const clear = useCallback(() => setPicked(EMPTY), [])
  const deselect = useCallback(
    (reached: readonly (Member | Invite)[]) =>
      setPicked((old) => {
        const next = new Set(old)
        for (const row of reached)
          next.delete('userId' in row ? memberRowKey(row.userId) : inviteRowKey(row.email))
        return next
      }),
    [],
  )
  return { table, chosen, hidden, count: selected.size, clear, deselect }
}
