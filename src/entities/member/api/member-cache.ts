import type { QueryClient } from '@tanstack/react-query'
import { memberQueries } from './member.queries'
import type { Member } from '@/shared/contract'

/** The members list in the query cache (never a second copy of it). */
export const memberCache = {
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
