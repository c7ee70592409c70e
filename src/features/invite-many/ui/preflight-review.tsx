import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Pencil from 'lucide-react/icons/pencil'
import X from 'lucide-react/icons/x'
import { formatCount, formatNumber } from '@/shared/lib'
import { Button } from '@/shared/ui'
import type { Role } from '@/entities/organisation'
import type { Preflight, PreflightRow } from '../model/preflight'
import { INVITE_MANY_MESSAGES as M } from '../model/invite-many-messages'
import { AddressTable, type AddressRow } from './address-table'
import { RowEditor } from './row-editor'

const roleLabel = (role: Role) => (role === 'admin' ? 'Admin' : 'Member')

/** Problems first, so what will not be sent is seen without scrolling through 500 rows. */
type RowActions = {
  onRemove: (id: number) => void
  onEdit: (id: number) => void
  editing: number | null
  editor: (row: PreflightRow) => AddressRow['editor']
}

function toRows(
  rows: readonly PreflightRow[],
  defaultRole: Role,
  { onRemove, onEdit, editing, editor }: RowActions,
): AddressRow[] {
  const view = (row: PreflightRow): AddressRow => ({
    editor: row.id === editing ? editor(row) : undefined,
    key: row.id,
    email: row.email,
    name: row.name,
    role: roleLabel(row.ownRole ?? defaultRole),
    status: row.problem ?? M.ready,
    tone: row.problem ? 'problem' : 'ok',
    action: (
      <>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${row.email || 'empty row'}`}
          data-edit-row={row.id}
          onClick={() => onEdit(row.id)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${row.email || 'empty row'}`}
          onClick={() => onRemove(row.id)}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </>
    ),
  })
  return [...rows.filter((r) => r.problem), ...rows.filter((r) => !r.problem)].map(view)
}

/** Counts by reason, e.g. "2 × User already invited". */
function problemCounts(rows: readonly PreflightRow[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const row of rows)
    if (row.problem) counts.set(row.problem, (counts.get(row.problem) ?? 0) + 1)
  return [...counts]
}

type Props = {
  check: Preflight
  defaultRole: Role
  admin: boolean
  onRemove: (id: number) => void
  /** A fixed row: its address, and the role chosen for it. */
  onChange: (id: number, email: string, role: Role | undefined) => void
}

/** INVITE-4: every row checked before anything is sent, with counts and the seat cost. */
export function PreflightReview({ check, defaultRole, admin, onRemove, onChange }: Props) {
  const [editing, setEditing] = useState<number | null>(null)
  // The edited row's Edit button takes the focus back when its editor closes (Save, Cancel,
  // Escape): the editor held it, and leaving it to the dialog would lose the place in the list.
  const box = useRef<HTMLDivElement>(null)
  const refocus = useRef<number | null>(null)
  useEffect(() => {
    if (refocus.current === null) return
    box.current?.querySelector<HTMLElement>(`[data-edit-row="${refocus.current}"]`)?.focus()
    refocus.current = null
  })
  const stopEditing = useCallback((id: number) => {
    refocus.current = id
    setEditing(null)
  }, [])
  const rows = useMemo(
    () =>
      toRows(check.rows, defaultRole, {
        onRemove,
        onEdit: setEditing,
        editing,
        editor: (row) => (
          <RowEditor
            email={row.email}
            role={row.ownRole ?? defaultRole}
            onCancel={() => stopEditing(row.id)}
            onSave={(email, role) => {
              // A row that followed the default keeps following it unless its role was changed.
              onChange(row.id, email, row.ownRole || role !== defaultRole ? role : undefined)
              stopEditing(row.id)
            }}
          />
        ),
      }),
    [check.rows, defaultRole, onRemove, onChange, editing, stopEditing],
  )
  const counts = useMemo(() => problemCounts(check.rows), [check.rows])
  const ready = check.ready.length
  return (
    <div ref={box} className="flex flex-col gap-3">
      <div aria-live="polite" className="flex flex-col gap-1 text-sm">
        <p className="font-medium text-foreground">
          {formatCount(check.rows.length, 'address', 'addresses')}: {formatNumber(ready)} ready
          {check.problems > 0 ? `, ${formatNumber(check.problems)} will not be sent` : ''}
        </p>
        {counts.length > 0 ? (
          <ul className="text-muted-foreground">
            {counts.map(([problem, n]) => (
              <li key={problem}>
                {n} × {problem}
              </li>
            ))}
          </ul>
        ) : null}
        {admin && ready > 0 ? <p className="text-foreground">{M.billed(ready)}</p> : null}
      </div>
      <AddressTable label="Addresses to check" statusHeader="Check" rows={rows} />
    </div>
  )
}
