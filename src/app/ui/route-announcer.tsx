import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * Says the new page's title after a move inside the portal, as a page load would have (a
 * screen reader heard nothing: the focus stays on the link pressed). Not on the first load,
 * whose title the screen reader reads itself.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const [said, setSaid] = useState('')
  useEffect(() => {
    let loaded = false
    let moved = false
    const unsubscribe = [
      router.subscribe('onResolved', () => (loaded = true)),
      router.subscribe('onBeforeNavigate', () => (moved ||= loaded)),
    ]
    // The page sets the title once it has rendered: heard from <head>, where <title> lives.
    const observer = new MutationObserver(() => {
      if (moved) setSaid(document.title)
    })
    observer.observe(document.head, { childList: true, characterData: true, subtree: true })
    return () => {
      observer.disconnect()
      for (const stop of unsubscribe) stop()
    }
  }, [router])
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {said}
    </div>
  )
}
