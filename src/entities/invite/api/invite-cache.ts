import type { QueryClient } from '@tanstack/react-query'
import { sameEmail } from '@/shared/lib'
import { inviteQueries } from './invite.queries'
import type { Invite } from '@/shared/contract'

/** The invitations list in the query cache (never a second copy of it). */
export const inviteCache = {
  /** Inviting appends the returned invitation (a re-invite replaces the expired one). */
  addInvite(qc: QueryClient, invite: Invite) {
    qc.setQueryData(inviteQueries.list().queryKey, (old) =>
      old ? [...old.filter((i) => !sameEmail(i.email, invite.email)), invite] : old,
    )
  },
  /** Many answers at once (a bulk invite), so the table re-renders once per batch of answers. */
  addInvites(qc: QueryClient, invites: readonly Invite[]) {
    if (invites.length === 0) return
    const added = new Set(invites.map((i) => i.email.trim().toLowerCase()))
    qc.setQueryData(inviteQueries.list().queryKey, (old) =>
      old ? [...old.filter((i) => !added.has(i.email.trim().toLowerCase())), ...invites] : old,
    )
  },
  /** Deleting an invite removes it by e-mail. */
  removeInvite(qc: QueryClient, email: string) {
    qc.setQueryData(inviteQueries.list().queryKey, (old) =>
      old?.filter((i) => !sameEmail(i.email, email)),
    )
  },
}
