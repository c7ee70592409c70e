import { ApiError, api } from '@/shared/api'
import { endpoints, type Role } from '@/shared/contract'
import { MEMBER_MESSAGES } from '../model/member-messages'

/** PATCH /members/{userId}; the answer is the member with the new role. `batch`: AUDIT-5. */
export const changeMemberRole = ({
  userId,
  role,
  batch,
}: {
  userId: string
  role: Role
  batch?: string
}) => api(endpoints.changeRole, { params: { userId }, body: { role }, batch })

/** DELETE /members/{userId}, never sent for oneself whatever the UI shows (TEAM-9). */
export async function removeMember(
  userId: string,
  selfId: string,
  batch?: string,
): Promise<string> {
  if (userId === selfId)
    throw new ApiError(MEMBER_MESSAGES.cannotRemoveSelf, 400, undefined, {
      code: 'cannot_remove_self',
    })
  await api(endpoints.removeMember, { params: { userId }, batch })
  return userId
}
