import { useState, type ReactNode } from 'react'
import { cn } from '@/shared/lib'
import { Button } from '@/shared/ui'

export type AddressRow = {
  key: string | number
  email: string
  name?: string | undefined
  role: string
  status: ReactNode
  tone: 'ok' | 'problem' | 'muted'
  action?: ReactNode
}

/** Rows drawn at first and per "Show more": 500 pasted rows never render at once (INVITE-7). */
export const PAGE_ROWS = 100

const GRID =
  'flex flex-col gap-1 px-3 py-2 sm:grid sm:grid-cols-[minmax(0,1fr)_5.5rem_minmax(0,13rem)_2.75rem] sm:items-center sm:gap-3'

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
  const [shown, setShown] = useState(PAGE_ROWS)
  const visible = rows.slice(0, shown)
  const more = rows.length - visible.length
  return (
    <div className="flex flex-col gap-2">
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        className="rounded-md border border-border text-sm"
      >
        <div role="rowgroup" className="max-sm:sr-only">
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
              <span role="cell" className="min-w-0 break-all">
                <span className="font-medium text-foreground">{row.email || '(empty)'}</span>
                {row.name ? (
                  <span className="block text-xs break-normal text-muted-foreground">
                    {row.name}
                  </span>
                ) : null}
              </span>
              <span role="cell" className="text-muted-foreground">
                {row.role}
              </span>
              <span role="cell" className={cn('min-w-0', TONE[row.tone])}>
                {row.status}
              </span>
              <span role="cell" className="flex justify-end max-sm:-mt-8 max-sm:self-end">
                {row.action}
              </span>
            </div>
          ))}
        </div>
      </div>
      {more > 0 ? (
        <Button
          variant="secondary"
          className="self-start pointer-coarse:min-h-11"
          onClick={() => setShown((n) => n + PAGE_ROWS)}
        >
          Show {Math.min(more, PAGE_ROWS)} more of {more}
        </Button>
      ) : null}
    </div>
  )
}
