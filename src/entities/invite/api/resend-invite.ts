import type { QueryClient } from '@tanstack/react-query'
import { hasErrorCode } from '@/shared/api'
import { newBatchId } from '@/shared/lib'
import type { Role } from '@/shared/contract'
import { inviteErrorMessage } from '../model/invite-error'
import { revokeErrorMessage } from '../model/revoke-error'
import { inviteCache } from './invite-cache'
import { inviteMember } from './invite-member'
import { revokeInvite } from './revoke-invite'
import { unsentInviteCache } from './unsent-invites'

/** Who to invite again, with the role they had; `batch`: the bulk run it is a row of. */
export type ResendVars = { email: string; role: Role; batch?: string }

// Errors thrown by the re-invite step (the revoke had gone through).
const inviteStepErrors = new WeakSet<object>()

/**
 * TEAM-22: revokes the invitation, then invites the same address with the same role. A failed
 * re-invite keeps the address and role as a not-sent row; retrying one skips the revoke.
 */
export async function resendInvite(qc: QueryClient, { email, role, batch: run }: ResendVars) {
  // AUDIT-5: its two calls are one resend in the audit log, within a bulk run's batch or their own.
  const batch = run ?? newBatchId()
  if (!unsentInviteCache.has(qc, email)) {
    try {
      await revokeInvite(email, batch)
    } catch (error) {
      // Already gone (another tab, an earlier try): inviting again is still what was asked.
      if (!hasErrorCode(error, 'invitation_not_found')) throw error
    }
    inviteCache.removeInvite(qc, email)
  }
  try {
    const invite = await inviteMember({ email, role, batch })
    unsentInviteCache.remove(qc, email)
    inviteCache.addInvite(qc, invite)
    return invite
  } catch (error) {
    unsentInviteCache.add(qc, { email, role, message: inviteErrorMessage(error) })
    if (error instanceof Object) inviteStepErrors.add(error)
    throw error
  }
}

/** TEAM-22: a failed revoke reads as TEAM-14's failure, a failed re-invite as TEAM-4's. */
export const resendErrorMessage = (error: unknown): string =>
  error instanceof Object && inviteStepErrors.has(error)
    ? inviteErrorMessage(error)
    : revokeErrorMessage(error)
