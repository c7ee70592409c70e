import { Button, Card } from '@/shared/ui'
import type { InviteFailure } from '../api/use-create-organisation'

/**
 * The organisation exists but some admin invites were refused (e.g. no subscription yet):
 * say which and why before moving on, rather than dropping them silently.
 */
export function InvitesNotSent({
  failures,
  onContinue,
}: {
  failures: InviteFailure[]
  onContinue: () => void
}) {
  return (
    <Card aria-labelledby="invites-not-sent-heading" className="flex flex-col gap-3">
      <h2 id="invites-not-sent-heading" className="text-lg font-semibold">
        Your organization is ready, but some invitations were not sent
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {failures.map((f) => (
          <li key={f.email}>
            <span className="font-medium">{f.email}</span>: {f.message}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        You can invite them from the Team page once your plan is active.
      </p>
      <div>
        <Button onClick={onContinue} autoFocus>
          Continue to plans
        </Button>
      </div>
    </Card>
  )
}
