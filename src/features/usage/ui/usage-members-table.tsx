import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { lastActiveText } from '@/entities/usage'
import { cn, formatNumber, useRowHeight, useScrollMargin } from '@/shared/lib'
import { WindowRow } from '@/shared/ui'
import type { UsageRow } from '../lib/usage-rows'
import { COLUMNS, USAGE_MESSAGES as M } from '../model/usage-messages'
import type { UsageSort } from '../model/usage-search.schema'
import { measureAfterLayout } from './measure-after-layout'

// A wide row: two 1.25rem lines, 0.5rem above and below, and its 1 px border. The exact guess
// keeps the page's length right and lets drawn wide rows skip measuring (measure-after-layout);
// phone rows wrap and are measured once drawn.
const ROW_REM = 3.5
const GRID =
  'grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-center'

const HEADERS: readonly [UsageSort, string][] = [
  ['name', COLUMNS.name],
  ['active', COLUMNS.active],
  ['words', COLUMNS.words],
  ['days', COLUMNS.days],
]

// Names and last activity read up (least recent first); counts read down (most first).
const SORT_DIRECTION = {
  name: 'ascending',
  active: 'ascending',
  words: 'descending',
  days: 'descending',
} as const

function Row({ row, now, index }: { row: UsageRow; now: number; index: number }) {
  const u = row.usage
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={cn(GRID, 'border-b border-border px-3 py-2 text-sm')}
    >
      <div role="cell" className="col-span-2 min-w-0 sm:col-span-1">
        <span className="block truncate font-medium" title={row.name}>
          {row.name}
        </span>
        <span className="block truncate text-muted-foreground" title={row.member.email}>
          {row.member.email}
        </span>
      </div>
      <div role="cell">
        <span className="text-muted-foreground sm:sr-only">{COLUMNS.active}: </span>
        {lastActiveText(u.last_active_at, now)}
      </div>
      <div role="cell" className="sm:text-right">
        <span className="text-muted-foreground sm:sr-only">{COLUMNS.words}: </span>
        {formatNumber(u.words_30d)}
      </div>
      <div role="cell" className="sm:text-right">
        <span className="text-muted-foreground sm:sr-only">{COLUMNS.days}: </span>
        {formatNumber(u.active_days_30d)}
      </div>
    </div>
  )
}

type Props = {
  rows: readonly UsageRow[]
  sort: UsageSort
  onSort: (sort: UsageSort) => void
  now: number
}

/** USAGE-7: the members' usage, sortable by each column, virtualised against the window. */
export function UsageMembersTable({ rows, sort, onSort, now }: Props) {
  const { ref: bodyRef, scrollMargin } = useScrollMargin<HTMLDivElement>()
  const rowHeight = useRowHeight(ROW_REM, 1)
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
    getItemKey: (index) => rows[index]?.member.userId ?? index,
    measureElement: measureAfterLayout,
  })
  return (
    <div role="table" aria-label={M.members} aria-rowcount={rows.length + 1}>
      <div role="rowgroup">
        <div
          role="row"
          className={cn(GRID, 'rounded-t-lg border-b border-border bg-muted px-3 py-1.5 text-xs')}
        >
          {HEADERS.map(([key, label]) => (
            <div
              key={key}
              role="columnheader"
              aria-sort={sort === key ? SORT_DIRECTION[key] : undefined}
              className={cn(key === 'words' || key === 'days' ? 'sm:text-right' : '')}
            >
              <button
                type="button"
                onClick={() => onSort(key)}
                className={cn(
                  'min-h-8 font-semibold tracking-wide uppercase pointer-coarse:min-h-11 pointer-coarse:min-w-11',
                  sort === key ? 'text-foreground underline' : 'text-muted-foreground',
                )}
              >
                {label}
              </button>
            </div>
          ))}
        </div>
      </div>
      <div
        ref={bodyRef}
        role="rowgroup"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (!row) return null
          return (
            <WindowRow
              key={item.key}
              item={item}
              scrollMargin={scrollMargin}
              measure={virtualizer.measureElement}
              role="presentation"
            >
              <Row row={row} now={now} index={item.index} />
            </WindowRow>
          )
        })}
      </div>
    </div>
  )
}
