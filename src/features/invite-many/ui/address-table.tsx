import type { ReactNode } from 'react'
import { cn } from '@/shared/lib'
import { EmailText, ShowMoreButton, useShowMore } from '@/shared/ui'

export type AddressRow = {
  key: string | number
  email: string
  name?: string | undefined
  role: string
  status: ReactNode
  tone: 'ok' | 'problem' | 'muted'
  action?: ReactNode
  /** Shown instead of the cells while the row is being edited. */
  editor?: ReactNode
}

// A phone stacks email, role and result beside the row's button (below it when very narrow:
// large text); wider screens get columns.
const GRID =
  'grid grid-cols-[minmax(0,1fr)_auto] narrow:grid-cols-1 gap-x-3 gap-y-0.5 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_5rem_minmax(0,12rem)_5.5rem] sm:items-center'
const STACKED = 'col-start-1 sm:col-start-auto'

const TONE = {
  ok: 'text-success',
  problem: 'text-destructive',
  muted: 'text-muted-foreground',
} as const

/**
 * The addresses as a table that stacks into cards on a phone (no sideways scroll: long
 * addresses wrap). Only the first rows are drawn until more are asked for.
 */
export function AddressTable({
  label,
  statusHeader,
  rows,
}: {
  label: string
  statusHeader: string
  rows: readonly AddressRow[]
}) {
  // 500 pasted rows never render at once (INVITE-7).
  const { visible, more, showMore } = useShowMore(rows)
  return (
    <div className="flex flex-col gap-2">
      {/* Its own scroll, so the dialog's buttons stay in reach below a long list. */}
      <div
        role="region"
        aria-label={`${label}, scrolls`}
        tabIndex={0}
        className="max-h-[min(26rem,50vh)] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div
          role="table"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          className="rounded-md border border-border text-sm"
        >
          <div role="rowgroup" className="max-sm:sr-only sm:sticky sm:top-0 sm:z-10">
            <div
              role="row"
              aria-rowindex={1}
              className={cn(
                GRID,
                'border-b border-border bg-muted text-xs font-semibold text-muted-foreground uppercase',
              )}
            >
              <span role="columnheader">Email</span>
              <span role="columnheader">Role</span>
              <span role="columnheader">{statusHeader}</span>
              <span role="columnheader" className="sr-only">
                Actions
              </span>
            </div>
          </div>
          <div role="rowgroup" className="divide-y divide-border">
            {visible.map((row, index) => (
              <div key={row.key} role="row" aria-rowindex={index + 2} className={GRID}>
                {row.editor ? (
                  <span role="cell" className="col-span-full">
                    {row.editor}
                  </span>
                ) : (
                  <>
                    <span role="cell" className={cn(STACKED, 'min-w-0 [overflow-wrap:anywhere]')}>
                      <span className="font-medium text-foreground">
                        {row.email ? <EmailText value={row.email} /> : '(empty)'}
                      </span>
                      {row.name ? (
                        <span className="block text-xs text-muted-foreground">{row.name}</span>
                      ) : null}
                    </span>
                    <span role="cell" className={cn(STACKED, 'text-muted-foreground')}>
                      {row.role}
                    </span>
                    <span role="cell" className={cn(STACKED, 'min-w-0', TONE[row.tone])}>
                      {row.status}
                    </span>
                    <span
                      role="cell"
                      className="col-start-2 row-span-3 row-start-1 flex items-center justify-end narrow:col-start-1 narrow:row-span-1 narrow:row-start-auto narrow:justify-start sm:col-start-auto sm:row-span-1 sm:row-start-auto"
                    >
                      {row.action}
                    </span>
                  </>
                )}
              </div>
            ))}
          </div>
        </div>
      </div>
      <ShowMoreButton more={more} onClick={showMore} />
    </div>
  )
}
