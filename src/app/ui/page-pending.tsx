import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { AWAITING_SUBSCRIPTION_KEY, readFlag } from '@/shared/lib'
import { Button, Spinner } from '@/shared/ui'

/** After this long a pending page offers to start its loading again. */
export const PENDING_RETRY_AFTER_MS = 10_000

/** Shown while a route loads; after checkout it says the subscription is being confirmed. */
export function PagePending() {
  const label = readFlag(AWAITING_SUBSCRIPTION_KEY) ? 'Confirming your subscription…' : 'Loading…'
  const [slow, setSlow] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PENDING_RETRY_AFTER_MS)
    return () => clearTimeout(timer)
  }, [attempt])
  // SESSION-12: drop the calls still on their way and run the page's loading again.
  const retry = () => {
    setSlow(false)
    setAttempt((n) => n + 1)
    void queryClient.cancelQueries().then(() => router.invalidate())
  }
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 p-8 text-muted-foreground">
      <Spinner label={label} />
      {slow ? (
        <div role="status" className="flex flex-col items-center gap-2 text-sm">
          <p>This is taking longer than usual.</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  )
}
