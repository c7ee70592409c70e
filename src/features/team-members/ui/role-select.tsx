import { ROLE_OPTIONS, type Member } from '@/entities/member'
import type { Role } from '@/entities/organisation'
import { SelectField } from '@/shared/ui'

type Props = { member: Member; label: string; onChange: (member: Member, role: Role) => void }

/**
 * A row's role selector. Filtering BigCorp's list remounts dozens of rows at once: the Radix
 * Select mounts on first use (200 ms frames otherwise).
 */
export function RoleSelect({ member, label, onChange }: Props) {
  return (
    <SelectField
      label={label}
      hideLabel
      value={member.role ?? ''}
      placeholder="No role"
      options={ROLE_OPTIONS}
      mountOnUse
      className="min-w-0"
      onValueChange={(role) => onChange(member, role as Role)}
    />
  )
}
