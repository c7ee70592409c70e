import { queryOptions } from '@tanstack/react-query'
import { http } from '@/shared/api'
import { invitesResponseSchema } from '../model/invite.schema'

export const inviteQueries = {
  all: () => ['invites'] as const,
  list: () =>
    queryOptions({
      queryKey: [...inviteQueries.all(), 'list'] as const,
      queryFn: async () => (await http.get('/invitations', invitesResponseSchema)).invitations,
    }),
}
