import { AWAITING_SUBSCRIPTION_KEY, readFlag } from '@/shared/lib'
import { Spinner } from '@/shared/ui'

/** Shown while a route loads; after checkout it says the subscription is being confirmed. */
export function PagePending() {
  const label = readFlag(AWAITING_SUBSCRIPTION_KEY) ? 'Confirming your subscription…' : 'Loading…'
  return (
    <div className="flex min-h-40 items-center justify-center p-8 text-muted-foreground">
      <Spinner label={label} />
    </div>
  )
}
