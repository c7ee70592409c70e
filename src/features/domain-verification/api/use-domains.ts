import { useMutation, useQuery } from '@tanstack/react-query'
import { useExtensions } from '@/entities/capabilities'
import { isAdmin, isEnterprise, type Organisation } from '@/entities/organisation'
import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import { domainVerificationQueries } from './domain-verification.queries'

/** DOMAIN-1: read for admins of an Enterprise organisation on a server with the extension. */
export function useDomains(organisation: Organisation) {
  const extensions = useExtensions()
  const available =
    extensions.includes('domain-verification') &&
    isAdmin(organisation) &&
    isEnterprise(organisation)
  return {
    available,
    query: useQuery({ ...domainVerificationQueries.domains(), enabled: available }),
  }
}

/** DOMAIN-3: the one-time admin-portal link, intent `domain_verification`. */
export function useDomainPortal() {
  return useMutation({ mutationFn: async () => (await api(endpoints.domainPortal)).url })
}
