import { useSuspenseQuery } from '@tanstack/react-query'
import type { Organisation } from '@/shared/contract'
import { ORGANISATION_LOAD_FAILED, organisationQueries } from './organisation.queries'

/**
 * The organisation below the gate (/app, /payment), where it always exists. Read from the cache
 * so mutations show at once; if it vanished since the gate ran, the route's error page offers a
 * retry, and the retry's gate sends the user on.
 */
export function useOrganisation(): Organisation {
  const organisation = useSuspenseQuery(organisationQueries.current()).data
  if (!organisation) throw new Error(ORGANISATION_LOAD_FAILED)
  return organisation
}

/** The organisation, or null before set-up (the pre-setup top bar). */
export function useOrganisationOrNull(): Organisation | null {
  return useSuspenseQuery(organisationQueries.current()).data
}
