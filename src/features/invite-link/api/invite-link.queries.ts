import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** Invite link's reads, keys from general to specific: the loader and the card share them. */
export const inviteLinkQueries = {
  all: () => ['invite-link'] as const,
  inviteLink: () =>
    queryOptions({
      queryKey: [...inviteLinkQueries.all(), 'inviteLink'] as const,
      queryFn: ({ signal }) => api(endpoints.getInviteLink, { signal }),
    }),
}
