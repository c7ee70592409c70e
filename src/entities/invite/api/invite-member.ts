import { api } from '@/shared/api'
import { endpoints, type Role } from '@/shared/contract'

/** Invites one e-mail address with a role; the answer is the new invitation. */
export const inviteMember = (invite: { email: string; role: Role }) =>
  api(endpoints.inviteMember, { body: invite })
