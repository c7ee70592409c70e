import type { Member } from '@/entities/member'

/** A member with only what the team rules look at. */
export const memberFor = (email: string, role: Member['role'], userId = email): Member => ({
  userId,
  email,
  role,
  firstName: '',
  lastName: '',
  name: '',
  avatarUrl: null,
})
