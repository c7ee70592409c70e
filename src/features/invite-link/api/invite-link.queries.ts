import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { PAGE_DATA_STALE_MS } from '@/shared/lib'

/** Invite link's reads, keys from general to specific: the card and the join page. */
export const inviteLinkQueries = {
  all: () => ['invite-link'] as const,
  // INVLINK-2: the organisation's link, or `{ link: null }`.
  inviteLink: () =>
    queryOptions({
      queryKey: [...inviteLinkQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => api(endpoints.getInviteLink, { signal }),
      // Started by the team loader: the card mounting a moment later does not ask again.
      staleTime: PAGE_DATA_STALE_MS,
    }),
  // INVLINK-6: what an address leads to, signed in or out.
  preview: (token: string) =>
    queryOptions({
      queryKey: [...inviteLinkQueries.all(), 'preview', token] as const,
      queryFn: ({ signal }) => api(endpoints.previewInviteLink, { params: { token }, signal }),
    }),
}
