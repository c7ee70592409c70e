import { useRef } from 'react'
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
  // The opening under way, if any: a second press shares it rather than opening a second tab
  // (VAL-4; isPending would only show it a render later).
  const opening = useRef<Promise<void> | null>(null)
  const open = () =>
    (opening.current ??= new Promise<void>((resolve) => {
      portal.mutate(undefined, {
        onSuccess: (portalUrl) => {
          if (!openSafeUrlInNewTab(portalUrl, getConfig().redirectHosts))
            toast(BILLING_MESSAGES.noSubscription, 'error')
        },
        onError: () => toast(BILLING_MESSAGES.noSubscription, 'error'),
        onSettled: () => {
          opening.current = null
          resolve()
        },
      })
    }))
  return { open, isPending: portal.isPending }
}
