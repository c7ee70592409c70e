import { cn, formatNumber } from '@/shared/lib'
import { RowCheck } from './row-check'
import { useLastActive } from './last-active'
import { ROW_GRID, ROW_GRID_ACTIVE } from './row-cells'

const COLUMNS = ['Name', 'Role', 'Status', 'Actions'] as const

type Props = {
  admin: boolean
  /** How many rows in view can be selected, and how many of them are. */
  selectable: number
  selectedInView: number
  onToggleAll: (on: boolean) => void
}

/** The header row: the select-all box (TEAM-25), then the column names. */
export function TableHeader({ admin, selectable, selectedInView, onToggleAll }: Props) {
  const lastActive = useLastActive()
  const allState = selectedInView === 0 ? 'none' : selectedInView === selectable ? 'all' : 'some'
  return (
    <div role="rowgroup">
      <div
        role="row"
        aria-rowindex={1}
        className={cn(
          lastActive ? ROW_GRID_ACTIVE : ROW_GRID,
          'rounded-t-lg border-b border-border bg-muted px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:px-4',
        )}
      >
        <div
          role="columnheader"
          className="flex items-center gap-2 max-lg:col-span-2 lg:row-span-1"
        >
          {admin && selectable > 0 ? (
            <>
              <RowCheck
                label={`Select all ${formatNumber(selectable)} matching rows`}
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                onChange={onToggleAll}
              />
              {/* Cards have no column headers: say what the box does. */}
              <span aria-hidden="true" className="normal-case lg:hidden">
                Select all {formatNumber(selectable)}
              </span>
            </>
          ) : (
            <span className="sr-only">Select</span>
          )}
        </div>
        {/* Cards name their own fields: below lg only the select-all box shows. */}
        {COLUMNS.slice(0, 3).map((name) => (
          <div key={name} role="columnheader" className="max-lg:sr-only">
            {name}
          </div>
        ))}
        {lastActive ? (
          <div
            role="columnheader"
            aria-sort={lastActive.sorted ? 'ascending' : undefined}
            className="max-lg:sr-only"
          >
            {/* USAGE-11: least recent first (never first), as ?sort=active; cards sort by the select. */}
            <span className="lg:hidden">Last active</span>
            <button
              type="button"
              onClick={lastActive.onSort}
              className={cn(
                'uppercase max-lg:hidden',
                lastActive.sorted && 'text-foreground underline',
              )}
            >
              Last active
            </button>
          </div>
        ) : null}
        <div role="columnheader" className="text-right max-lg:sr-only">
          Actions
        </div>
      </div>
    </div>
  )
}
