import { useSuspenseQuery } from '@tanstack/react-query'
import { organisationQueries } from './organisation.queries'

/** The organisation as loaded by the /app gate (null before set-up). */
export function useOrganisation() {
  return useSuspenseQuery(organisationQueries.current()).data
}
