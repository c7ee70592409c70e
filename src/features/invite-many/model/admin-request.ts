import type { Role } from '@/entities/organisation'
import { LIMITS } from '@/shared/contract'

export type RequestedInvite = { email: string; role: Role }

const HEADER = 'Please add these people to the team:'
const line = ({ email, role }: RequestedInvite) =>
  `\n- ${email} as ${role === 'admin' ? 'an admin' : 'a member'}`

/**
 * INVITE-8: one message to the admins listing the addresses, within the message limit. Returns
 * the message and how many of the addresses it holds (the first `count`).
 */
export function adminRequest(
  invites: readonly RequestedInvite[],
  limit: number = LIMITS.contactAdminMessage,
) {
  let message = HEADER
  let count = 0
  for (const invite of invites) {
    const next = line(invite)
    if (message.length + next.length > limit) break
    message += next
    count++
  }
  return { message, count }
}
