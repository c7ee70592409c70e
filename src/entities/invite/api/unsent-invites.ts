import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query'
import { sameEmail } from '@/shared/lib'
import type { Role } from '@/shared/contract'

/** An invitation revoked for a resend whose new invitation was not sent (TEAM-22). */
export type UnsentInvite = { email: string; role: Role; message: string }

const EMPTY: readonly UnsentInvite[] = []

/**
 * Kept in the query cache under their own root, never fetched: refetching or invalidating the
 * invitations cannot drop them, and signing out clears them with the rest of the cache.
 */
export const unsentInviteQueries = {
  list: () =>
    queryOptions({
      queryKey: ['unsent-invites'] as const,
      queryFn: skipToken,
      initialData: EMPTY,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}

export const unsentInviteCache = {
  add(qc: QueryClient, invite: UnsentInvite) {
    qc.setQueryData(unsentInviteQueries.list().queryKey, (old = EMPTY) => [
      ...old.filter((i) => !sameEmail(i.email, invite.email)),
      invite,
    ])
  },
  remove(qc: QueryClient, email: string) {
    qc.setQueryData(unsentInviteQueries.list().queryKey, (old = EMPTY) =>
      old.filter((i) => !sameEmail(i.email, email)),
    )
  },
  has(qc: QueryClient, email: string): boolean {
    return (qc.getQueryData(unsentInviteQueries.list().queryKey) ?? EMPTY).some((i) =>
      sameEmail(i.email, email),
    )
  },
}
