import type { QueryClient } from '@tanstack/react-query'
import { inviteQueries, type Invite } from '@/entities/invite'
import { memberQueries, type Member } from '@/entities/member'
import { sameEmail } from '@/shared/lib'

/** SPEC §4 members slice, applied to the query cache (never a second copy of the lists). */
export const teamCache = {
  /** Inviting appends the returned invitation (a re-invite replaces the expired one). */
  addInvite(qc: QueryClient, invite: Invite) {
    qc.setQueryData(inviteQueries.list().queryKey, (old) =>
      old ? [...old.filter((i) => !sameEmail(i.email, invite.email)), invite] : old,
    )
  },
  /** Deleting an invite removes it by e-mail. */
  removeInvite(qc: QueryClient, email: string) {
    qc.setQueryData(inviteQueries.list().queryKey, (old) =>
      old?.filter((i) => !sameEmail(i.email, email)),
    )
  },
  /** Removing a member removes it by userId. */
  removeMember(qc: QueryClient, userId: string) {
    qc.setQueryData(memberQueries.list().queryKey, (old) => old?.filter((m) => m.userId !== userId))
  },
  /** A role change replaces that member with the given record. */
  replaceMember(qc: QueryClient, member: Member) {
    qc.setQueryData(memberQueries.list().queryKey, (old) =>
      old?.map((m) => (m.userId === member.userId ? member : m)),
    )
  },
  member(qc: QueryClient, userId: string): Member | undefined {
    return qc.getQueryData(memberQueries.list().queryKey)?.find((m) => m.userId === userId)
  },
}
