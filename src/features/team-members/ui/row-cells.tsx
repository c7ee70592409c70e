import { createContext, use } from 'react'
import type { Member } from '@/entities/member'
import type { UsageMember } from '@/entities/usage'
import { cn } from '@/shared/lib'
import { EmailText, Tooltip, WindowRow } from '@/shared/ui'
import { RowCheck } from './row-check'
import { selectControlName } from './use-follow-row'

/**
 * Below md a row is a card (checkbox beside name, role, status and actions stacked); from md up
 * the five columns of the table. Fixed 64 px rows on wide screens, measured cards on narrow ones.
 */
export const ROW_GRID =
  'grid grid-cols-[2.75rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1.5 lg:grid-cols-[2.5rem_minmax(0,2.2fr)_minmax(7.5rem,1fr)_minmax(9rem,1.2fr)_12rem] lg:gap-3'
/** USAGE-11: the same with a Last active column before the actions. */
export const ROW_GRID_ACTIVE =
  'grid grid-cols-[2.75rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1.5 lg:grid-cols-[2.5rem_minmax(0,2fr)_minmax(7.5rem,1fr)_minmax(8rem,1fr)_minmax(7rem,1fr)_12rem] lg:gap-3'
export const CHECK_CELL = 'row-span-4 self-start narrow:row-span-1 lg:row-span-1 lg:self-center'
const CELL = 'col-start-2 min-w-0 lg:col-start-auto'
/** Role, status, actions: on a very narrow card (large text) they take its whole width. */
export const DETAIL = `${CELL} narrow:col-span-2 narrow:col-start-1`

export const roleLabel = (role: Member['role']) =>
  role === 'admin' ? 'Admin' : role === 'member' ? 'Member' : 'No role'

/** USAGE-11: each member's usage, when the server has the usage extension and the viewer may see it. */
export type LastActive = {
  byId: ReadonlyMap<string, UsageMember>
  now: number
  sorted: boolean
  onSort: () => void
}

/** Set by the members panel: the rows then hold a Last active column (USAGE-11). */
export const LastActiveContext = createContext<LastActive | null>(null)

/** Where a drawn row sits, as primitives, so memoised rows re-render only when they move. */
export type Place = {
  index: number
  /** Where it starts on the page, and where the table's body does (the virtualiser's). */
  start: number
  scrollMargin: number
  measure?: ((node: Element | null) => void) | undefined
}

export function RowShell({
  index,
  start,
  scrollMargin,
  measure,
  children,
}: Place & { children: React.ReactNode }) {
  const withActive = use(LastActiveContext) !== null
  return (
    <WindowRow
      item={{ index, start }}
      scrollMargin={scrollMargin}
      measure={measure}
      role="row"
      aria-rowindex={index + 2}
      className={cn(
        withActive ? ROW_GRID_ACTIVE : ROW_GRID,
        'border-b border-border px-3 py-3 last:border-b-0 lg:h-16 lg:px-4 lg:py-0',
      )}
    >
      {children}
    </WindowRow>
  )
}

/** Selection as primitives, so memoised rows re-render only when their own box changes. */
export type Selectable = {
  rowKey: string
  /** null: this row has no checkbox (your own row, a non-admin's table, a not-sent row). */
  selected: boolean | null
  onToggle: (key: string, on: boolean) => void
}

/** The row's checkbox cell: empty where the row cannot be selected. */
export function CheckCell({ rowKey, selected, onToggle, label }: Selectable & { label: string }) {
  return (
    <div role="cell" className={CHECK_CELL}>
      {selected !== null ? (
        <RowCheck
          label={selectControlName(label)}
          checked={selected}
          onChange={(on) => onToggle(rowKey, on)}
        />
      ) : null}
    </div>
  )
}

/** Name over e-mail, each cut to one line with the whole value in a title. */
export function Who({
  title,
  subtitle,
  extra,
}: {
  title: string
  subtitle: string
  extra?: React.ReactNode
}) {
  return (
    <div role="cell" className={CELL}>
      {/* Cards (below lg) wrap a long name or address, before its @ or a dot; the table's
          fixed-height rows truncate. */}
      <p className="font-medium [overflow-wrap:anywhere] text-foreground lg:truncate" title={title}>
        <EmailText value={title} />
        {extra}
      </p>
      <p className="[overflow-wrap:anywhere] text-muted-foreground lg:truncate" title={subtitle}>
        <EmailText value={subtitle} />
      </p>
    </div>
  )
}

export function ReadOnly({ reason, children }: { reason: string; children: React.ReactNode }) {
  return (
    <Tooltip content={reason}>
      <span className="cursor-default text-foreground">{children}</span>
    </Tooltip>
  )
}
