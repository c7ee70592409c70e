import { rateLimitMessage } from '@/shared/api'
import { getConfig } from '@/shared/config'
import { useNewTabOpener } from '@/shared/lib'
import { useToast } from '@/shared/ui'
import { useBillingPortal } from '../api/use-billing-portal'
import { BILLING_MESSAGES } from '../model/billing-messages'

/**
 * Opens the billing portal in a new tab (BILL-9), from the billing tab or the command palette.
 * The promise settles when the portal has opened or the failure was told, even if the caller
 * has unmounted meanwhile (mutateAsync, not the per-call callbacks an unmount drops).
 */
export function useOpenBillingPortal() {
  const portal = useBillingPortal()
  const toast = useToast()
  const open = useNewTabOpener(
    () => portal.mutateAsync(),
    () => getConfig().redirectHosts,
    (error) => toast(rateLimitMessage(error) ?? BILLING_MESSAGES.noSubscription, 'error'),
  )
  return { open, isPending: portal.isPending }
}
