import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { PAGE_DATA_STALE_MS } from '@/shared/lib'

export const inviteQueries = {
  all: () => ['invites'] as const,
  list: () =>
    queryOptions({
      queryKey: [...inviteQueries.all(), 'list'] as const,
      queryFn: async () => (await api(endpoints.listInvitations)).invitations,
      staleTime: PAGE_DATA_STALE_MS,
    }),
}
