import { useRef } from 'react'
import { openPendingTab } from './safe-url'

/**
 * A press that asks the server for a URL and shows it in a new tab (the billing portal, the SSO
 * set-up portal): the tab opens during the press and follows the answer, or closes and
 * `onFailure` tells why (no error: the URL was refused). One opening at a time (VAL-4): a second
 * press shares it. Settles even if the caller has unmounted meanwhile.
 */
export function useNewTabOpener(
  fetchUrl: () => Promise<unknown>,
  allowedHosts: () => readonly string[],
  onFailure: (error?: unknown) => void,
): () => Promise<void> {
  const opening = useRef<Promise<void> | null>(null)
  return () => {
    if (opening.current) return opening.current
    const tab = openPendingTab()
    opening.current = fetchUrl()
      .then((raw) => {
        if (!tab.go(raw, allowedHosts())) onFailure()
      })
      .catch((error: unknown) => {
        tab.close()
        onFailure(error)
      })
      .finally(() => {
        opening.current = null
      })
    return opening.current
  }
}
