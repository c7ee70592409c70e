import { startTransition, useState } from 'react'
import { formatNumber } from '@/shared/lib'
import { Button, NativeSelect, TextField } from '@/shared/ui'
import type { FacetCounts } from '../lib/team-rows'
import {
  ROLE_FILTERS,
  STATUS_FILTERS,
  TEAM_SORTS,
  type RoleFilter,
  type StatusFilter,
  type TeamSort,
  type TeamView,
} from '../model/team-view.schema'

const ALL = 'all'
const ROLE_NAMES: Record<RoleFilter, string> = { admin: 'Admin', member: 'Member', none: 'No role' }
const STATUS_NAMES: Record<StatusFilter, string> = {
  active: 'Active',
  pending: 'Pending',
  expiring: 'Expiring within 7 days',
  expired: 'Expired',
}
const SORT_NAMES: Record<TeamSort, string> = {
  role: 'Role, then e-mail',
  name: 'Name',
  email: 'E-mail',
  active: 'Last active',
}

type Props = {
  text: string
  /** Counts the times the text was set from outside the box (the URL changed): the box shows it. */
  textResets: number
  onText: (text: string) => void
  view: TeamView
  counts: FacetCounts
  onView: (patch: Partial<TeamView>) => void
  onExport: () => void
  /** USAGE-11: whether `Last active` is a sort (the usage extension, for admins). */
  sortActive?: boolean
  children?: React.ReactNode
}

/** TEAM-23: text filter, role and status (with counts), sort, and the view's CSV (TEAM-24). */
export function TeamFilters({
  text,
  textResets,
  onText,
  view,
  counts,
  onView,
  onExport,
  sortActive = false,
  children,
}: Props) {
  return (
    // Below 20rem one column (UX-15): a flex column, where the wider screens' column spans cannot
    // add a second track.
    <div className="grid grid-cols-2 gap-3 narrow:flex narrow:flex-col lg:flex lg:flex-wrap lg:items-end">
      <FilterBox text={text} resets={textResets} onText={onText} />
      <NativeSelect
        label="Filter by role"
        className="lg:w-44"
        value={view.role ?? ALL}
        options={[
          { value: ALL, label: `All (${formatNumber(counts.role.all)})` },
          ...ROLE_FILTERS.map((r) => ({
            value: r,
            label: `${ROLE_NAMES[r]} (${formatNumber(counts.role[r])})`,
          })),
        ]}
        onValueChange={(v) => onView({ role: v === ALL ? undefined : (v as RoleFilter) })}
      />
      <NativeSelect
        label="Filter by status"
        className="lg:w-56"
        value={view.status ?? ALL}
        options={[
          { value: ALL, label: `All (${formatNumber(counts.status.all)})` },
          ...STATUS_FILTERS.map((s) => ({
            value: s,
            label: `${STATUS_NAMES[s]} (${formatNumber(counts.status[s])})`,
          })),
        ]}
        onValueChange={(v) => onView({ status: v === ALL ? undefined : (v as StatusFilter) })}
      />
      <NativeSelect
        label="Sort by"
        className="max-sm:col-span-2 lg:w-44"
        value={view.sort === 'active' && !sortActive ? 'role' : (view.sort ?? 'role')}
        options={TEAM_SORTS.filter((s) => sortActive || s !== 'active').map((s) => ({
          value: s,
          label: SORT_NAMES[s],
        }))}
        onValueChange={(v) => onView({ sort: v === 'role' ? undefined : (v as TeamSort) })}
      />
      <div className="col-span-2 flex flex-wrap items-end gap-2 sm:col-span-1 lg:col-span-1">
        <Button variant="secondary" data-command="export-members" onClick={onExport}>
          Export CSV
        </Button>
        {children}
      </div>
    </div>
  )
}

/**
 * The filter box holds what is typed, so a keystroke re-renders the box alone; the page filters
 * and draws the table in a transition, which the next keystroke may interrupt (docs/performance.md).
 */
function FilterBox({ text, resets, onText }: Pick<Props, 'text' | 'onText'> & { resets: number }) {
  const [typed, setTyped] = useState(text)
  // Set from outside (the URL changed): the box shows it, and keeps the focus it has.
  const [seenResets, setSeenResets] = useState(resets)
  if (resets !== seenResets) {
    setSeenResets(resets)
    setTyped(text)
  }
  return (
    <TextField
      label="Filter members"
      type="search"
      placeholder="Name or email"
      autoComplete="off"
      className="col-span-2 lg:min-w-56 lg:flex-1"
      value={typed}
      onChange={(e) => {
        const next = e.target.value
        setTyped(next)
        startTransition(() => onText(next))
      }}
    />
  )
}
