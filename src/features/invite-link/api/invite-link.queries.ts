import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** Invite link's reads, keys from general to specific: the card and the join page. */
export const inviteLinkQueries = {
  all: () => ['invite-link'] as const,
  // INVLINK-2: the organisation's link, or `{ link: null }`.
  inviteLink: () =>
    queryOptions({
      queryKey: [...inviteLinkQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => api(endpoints.getInviteLink, { signal }),
    }),
  // INVLINK-6: what an address leads to, signed in or out.
  preview: (token: string) =>
    queryOptions({
      queryKey: [...inviteLinkQueries.all(), 'preview', token] as const,
      queryFn: ({ signal }) => api(endpoints.previewInviteLink, { params: { token }, signal }),
    }),
}
