import { useRef } from 'react'
import { getConfig } from '@/shared/config'
import { openSafeUrlInNewTab } from '@/shared/lib'
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
  // The opening under way, if any: a second press shares it rather than opening a second tab
  // (VAL-4; isPending would only show it a render later).
  const opening = useRef<Promise<void> | null>(null)
  const open = () =>
    (opening.current ??= portal
      .mutateAsync()
      .then((portalUrl) => {
        if (!openSafeUrlInNewTab(portalUrl, getConfig().redirectHosts))
          toast(BILLING_MESSAGES.noSubscription, 'error')
      })
      .catch(() => toast(BILLING_MESSAGES.noSubscription, 'error'))
      .finally(() => {
        opening.current = null
      }))
  return { open, isPending: portal.isPending }
}
