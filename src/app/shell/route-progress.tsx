import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'

/** A page that loads faster than this shows no bar: a flash would be noise (UX-13). */
export const ROUTE_PROGRESS_DELAY_MS = 150

/**
 * UX-13: a thin bar along the top while a route change loads, after a short delay. Named for
 * assistive technology; with reduced motion it stands still.
 */
export function RouteProgress() {
  const pending = useRouterState({
    select: (state) => (state.status === 'pending' ? state.location.href : null),
  })
  const [shownFor, setShownFor] = useState<string | null>(null)
  useEffect(() => {
    if (pending === null) return
    const timer = setTimeout(() => setShownFor(pending), ROUTE_PROGRESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pending])
  if (pending === null || shownFor !== pending) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="route-progress h-full w-1/3 bg-primary" />
    </div>
  )
}
