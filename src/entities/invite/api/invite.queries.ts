import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

export const inviteQueries = {
  all: () => ['invites'] as const,
  list: () =>
    queryOptions({
      queryKey: [...inviteQueries.all(), 'list'] as const,
      queryFn: async () => (await api(endpoints.listInvitations)).invitations,
    }),
}
