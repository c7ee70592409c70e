import { useMutation } from '@tanstack/react-query'
import { fetchPortalUrl } from './billing.api'

/** The billing portal's URL as the server gave it; the caller checks it before opening it. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async () => (await fetchPortalUrl()).url,
  })
}
