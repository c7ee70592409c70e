import { useLayoutEffect, useRef, useState } from 'react'
import { ROLE_OPTIONS, type Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { SelectField } from '@/shared/ui'
import ChevronDown from 'lucide-react/icons/chevron-down'

type Props = { member: Member; label: string; onChange: (member: Member, role: Role) => void }

const roleText = (role: Member['role']) =>
  ROLE_OPTIONS.find((o) => o.value === role)?.label ?? 'No role'

// Looks like SelectField's trigger, so swapping one for the other does not move a pixel.
const TRIGGER =
  'inline-flex min-h-9 pointer-coarse:min-h-11 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-1.5 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring'

/**
 * The shared SelectField, mounted on first use. A Radix Select costs several milliseconds to
 * mount, and filtering BigCorp's list remounts dozens of rows at once (200 ms frames); until a
 * row's selector is pressed or focused it is a look-alike combobox button.
 */
export function RoleSelect({ member, label, onChange }: Props) {
  // How the real select was asked for: focused, or opened so the first press shows the options.
  const [live, setLive] = useState<'focus' | 'open' | null>(null)
  const box = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    if (live) box.current?.querySelector<HTMLButtonElement>('button[role="combobox"]')?.focus()
  }, [live])

  const wake = (how: 'focus' | 'open') => setLive((was) => (was === 'open' ? 'open' : how))

  return (
    <div ref={box} className="min-w-0">
      {live ? (
        <SelectField
          label={label}
          hideLabel
          value={member.role ?? ''}
          placeholder="No role"
          options={ROLE_OPTIONS}
          defaultOpen={live === 'open'}
          onValueChange={(role) => onChange(member, role as Role)}
        />
      ) : (
        <div className="flex flex-col gap-1">
          <button
            type="button"
            role="combobox"
            aria-label={label}
            aria-expanded="false"
            aria-haspopup="listbox"
            className={TRIGGER}
            onPointerDown={(e) => {
              e.preventDefault()
              wake('open')
            }}
            onClick={() => wake('open')}
            onFocus={() => wake('focus')}
          >
            <span>{roleText(member.role)}</span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70" />
          </button>
        </div>
      )}
    </div>
  )
}
