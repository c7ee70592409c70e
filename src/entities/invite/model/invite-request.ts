import type { Role } from '@/entities/organisation'

/** Who to invite (or ask the admins to add), and with which role. */
export type InviteValues = { email: string; role: Role }
