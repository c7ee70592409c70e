import { ApiError, api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { TEAM_MESSAGES } from '../model/team-messages'

/** DELETE /members/{userId}, never sent for oneself whatever the UI shows (TEAM-9). */
export async function removeMember(userId: string, selfId: string): Promise<string> {
  if (userId === selfId)
    throw new ApiError(TEAM_MESSAGES.cannotRemoveSelf, 400, undefined, {
      code: 'cannot_remove_self',
    })
  await api(endpoints.removeMember, { params: { userId } })
  return userId
}
