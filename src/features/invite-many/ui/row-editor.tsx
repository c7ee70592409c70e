import { useState, type FormEvent } from 'react'
import { ROLE_OPTIONS } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { Button, SelectField, TextField } from '@/shared/ui'

type Props = {
  email: string
  role: Role
  onSave: (email: string, role: Role) => void
  onCancel: () => void
}

/**
 * INVITE-4: fixes one row in place; only the row being edited mounts a select. Escape cancels
 * the edit, not the dialog around it.
 */
export function RowEditor({ email, role, onSave, onCancel }: Props) {
  const [value, setValue] = useState(email)
  const [chosen, setChosen] = useState<Role>(role)
  const save = (event: FormEvent) => {
    event.preventDefault()
    onSave(value.trim(), chosen)
  }
  return (
    <form
      onSubmit={save}
      data-own-escape
      onKeyDown={(event) => {
        // Not from the open role list (portalled outside the form): that Escape closes the list.
        if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return
        onCancel()
      }}
      className="flex flex-col gap-2"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        autoFocus
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <SelectField
        label="Role"
        value={chosen}
        onValueChange={(v) => setChosen(v === 'admin' ? 'admin' : 'member')}
        options={ROLE_OPTIONS}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
