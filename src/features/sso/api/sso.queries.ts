import { queryOptions } from '@tanstack/react-query'
import { connectSso } from './sso.api'

/**
 * The SSO client state (SSO-4) isSSOConnected / ssoProvider / isSSOLoading lives here: success means
 * connected with that provider, an error clears both, fetching is loading. Never stale: it is
 * refreshed on purpose (the Connect button) or once by the auto-refresh.
 */
export const ssoQueries = {
  all: () => ['sso-connection'] as const,
  connection: (organisationId: string) =>
    queryOptions({
      queryKey: [...ssoQueries.all(), organisationId] as const,
      queryFn: connectSso,
      staleTime: Infinity,
      retry: false,
    }),
}
