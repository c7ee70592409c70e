import { queryOptions } from '@tanstack/react-query'
import { http } from '@/shared/api'
import { membersResponseSchema } from '../model/member.schema'

export const memberQueries = {
  all: () => ['members'] as const,
  list: () =>
    queryOptions({
      queryKey: [...memberQueries.all(), 'list'] as const,
      queryFn: async () => (await http.get('/members', membersResponseSchema)).members,
    }),
}
