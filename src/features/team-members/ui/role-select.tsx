import { ROLE_OPTIONS, type Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { NativeSelect } from '@/shared/ui'

type Props = {
  member: Member
  label: string
  /** Settles once the change is saved or rolled back. */
  onChange: (member: Member, role: Role) => Promise<void>
}

/** A row's role selector: the browser's own select, cheap to mount and to open in a long list. */
export function RoleSelect({ member, label, onChange }: Props) {
  return (
    <NativeSelect
      label={label}
      hideLabel
      value={member.role ?? ''}
      placeholder="No role"
      options={ROLE_OPTIONS}
      optionsInPage
      className="min-w-0"
      onValueChange={(role) => onChange(member, role as Role)}
    />
  )
}
