import { queryOptions } from '@tanstack/react-query'
import { ApiError, http } from '@/shared/api'
import { organisationSchema, type Organisation } from '../model/organisation.schema'

/** The caller's organisation, or null when they have none (the API answers 404). */
export async function fetchOrganisation(): Promise<Organisation | null> {
  try {
    return await http.get('', organisationSchema)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const organisationQueries = {
  all: () => ['organisation'] as const,
  current: () =>
    queryOptions({
      queryKey: [...organisationQueries.all(), 'current'] as const,
      queryFn: fetchOrganisation,
      staleTime: 30_000,
    }),
}
