import { rateLimitMessage } from '@/shared/api'
import { getConfig } from '@/shared/config'
import { useNewTabOpener } from '@/shared/lib'
import { useToast } from '@/shared/ui'

/**
 * The provider's admin portal (WorkOS: SSO, and the `dsync` and `domain_verification` intents),
 * opened in a new tab from a one-time link the API mints: the same redirect-host allowlist for
 * every intent (SSO-2, DSYNC-3, DOMAIN-3). A refused host, a failed call or a rate limit ends in
 * a toast: `failed`, or the rate limit's own words.
 */
export function useAdminPortalOpener(fetchUrl: () => Promise<string>, failed: string) {
  const toast = useToast()
  const open = useNewTabOpener(
    fetchUrl,
    () => getConfig().redirectHosts,
    (error) => toast(rateLimitMessage(error) ?? failed, 'error'),
  )
  return () => void open()
}
