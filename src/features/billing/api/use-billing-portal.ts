import { useMutation } from '@tanstack/react-query'
import { getConfig } from '@/shared/config'
import { safeRedirectUrl } from '@/shared/lib'
import { fetchPortalUrl } from './billing.api'

/** The billing portal's URL, or null when the server gave none we may open. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async () =>
      safeRedirectUrl((await fetchPortalUrl()).url, getConfig().redirectHosts),
  })
}
