import type { Member } from '@/entities/member'

/** True when demoting or removing this member would leave the team without an admin. */
export function isLastAdmin(members: readonly Member[], member: Member): boolean {
  if (member.role !== 'admin') return false
  let admins = 0
  for (const m of members) if (m.role === 'admin' && ++admins > 1) return false
  return true
}
