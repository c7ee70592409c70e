import { getConfig } from '@/shared/config'
import { openSafeUrlInNewTab } from '@/shared/lib'
import { useToast } from '@/shared/ui'
import { useBillingPortal } from '../api/use-billing-portal'
import { BILLING_MESSAGES } from '../model/billing-messages'

/**
 * Opens the billing portal in a new tab (BILL-9), from the billing tab or the command palette.
 * The promise settles when the portal has opened or the failure was told.
 */
export function useOpenBillingPortal() {
  const portal = useBillingPortal()
  const toast = useToast()
  const open = () =>
    new Promise<void>((resolve) => {
      if (portal.isPending) return resolve()
      portal.mutate(undefined, {
        onSuccess: (portalUrl) => {
          if (!openSafeUrlInNewTab(portalUrl, getConfig().redirectHosts))
            toast(BILLING_MESSAGES.noSubscription, 'error')
        },
        onError: () => toast(BILLING_MESSAGES.noSubscription, 'error'),
        onSettled: () => resolve(),
      })
    })
  return { open, isPending: portal.isPending }
}
