import { api } from '@/shared/api'
import { endpoints, type Role } from '@/shared/contract'

/** Invites one e-mail address with a role; the answer is the new invitation. `batch`: AUDIT-5. */
export const inviteMember = ({ batch, ...invite }: { email: string; role: Role; batch?: string }) =>
  api(endpoints.inviteMember, { body: invite, batch })
